// json-schema-converter-bench: per schema (one JSON per line of argv[1]), one line "median mean bytes best": the
// median and mean microseconds of llama.cpp's json_schema_to_grammar over argv[2] conversions of the parsed schema
// (20 warm-up conversions first), the grammar's size, and the best of 25 batches of 10 conversions (microseconds
// per conversion: the figure least disturbed by other processes).
// Built by build-json-schema-converter.mjs (beside this file) with common/json-schema-to-grammar.cpp and its few
// dependencies; string_join/string_split/string_repeat and ggml_abort are copied from llama.cpp's common.cpp / ggml.
#include "common.h"
#include "json-schema-to-grammar.h"
#include <cstdarg>
#include <sstream>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

int main(int argc, char ** argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s schemas.jsonl reps\n", argv[0]); return 2; }
    std::ifstream in(argv[1]);
    int reps = std::atoi(argv[2]);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        common_json schema = common_json::parse(line);
        std::string out;
        for (int i = 0; i < 20; i++) out = json_schema_to_grammar(schema, true);
        std::vector<double> times;
        double sum = 0;
        for (int i = 0; i < reps; i++) {
            auto start = std::chrono::steady_clock::now();
            out = json_schema_to_grammar(schema, true);
            auto end = std::chrono::steady_clock::now();
            double us = std::chrono::duration<double, std::micro>(end - start).count();
            times.push_back(us);
            sum += us;
        }
        std::sort(times.begin(), times.end());
        double best = 1e300;
        for (int batch = 0; batch < 25; batch++) {
            auto start = std::chrono::steady_clock::now();
            for (int i = 0; i < 10; i++) out = json_schema_to_grammar(schema, true);
            auto end = std::chrono::steady_clock::now();
            best = std::min(best, std::chrono::duration<double, std::micro>(end - start).count() / 10);
        }
        printf("%.3f %.3f %zu %.3f\n", times[times.size() / 2], sum / reps, out.size(), best);
    }
    return 0;
}

std::string string_join(const std::vector<std::string> & values, const std::string & separator) {
    std::ostringstream result;
    for (size_t i = 0; i < values.size(); ++i) {
        if (i > 0) {
            result << separator;
        }
        result << values[i];
    }
    return result.str();
}

std::vector<std::string> string_split(const std::string & str, const std::string & delimiter) {
    std::vector<std::string> parts;
    size_t start = 0;
    size_t end = str.find(delimiter);

    while (end != std::string::npos) {
        parts.push_back(str.substr(start, end - start));
        start = end + delimiter.length();
        end = str.find(delimiter, start);
    }

    parts.push_back(str.substr(start));

    return parts;
}

std::string string_repeat(const std::string & str, size_t n) {
    if (n == 0) {
        return "";
    }

    std::string result;
    result.reserve(str.length() * n);

    for (size_t i = 0; i < n; ++i) {
        result += str;
    }

    return result;
}
extern "C" void ggml_abort(const char * file, int line, const char * fmt, ...) {
    fprintf(stderr, "%s:%d: ", file, line);
    va_list args;
    va_start(args, fmt);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fputc('\n', stderr);
    abort();
}
