/**
 * English function words of requests: articles, pronouns, prepositions, auxiliaries, question words and politeness.
 * They are never content; with the other locales' they tell the request's language apart.
 */
export const functionWords: readonly string[] = [
  'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'with', 'by', 'into', 'onto', 'about', 'under',
  'inside', 'within', 'over', 'out', 'up', 'as', 'and', 'or', 'but', 'then', 'also', 'so', 'not', 'no', 'never',
  'it', 'them', 'they', 'this', 'that', 'these', 'those', 'there', 'here', 'my', 'me', 'mine', 'myself', 'i',
  'you', 'your', 'yours', 'we', 'us', 'our', 'he', 'she', 'him', 'her', 'his', 'its', 'their', 'all', 'some',
  'any', 'every', 'each', 'is', 'are', 'was', 'were', 'be', 'been', 'am', 'do', 'does', 'did', 'done', 'have',
  'has', 'had', 'can', 'could', 'would', 'will', 'shall', 'should', 'may', 'might', 'must', 'just', 'now',
  'please', 'pls', 'kindly', 'thanks', 'thank', 'hey', 'hi', 'hello', 'ok', 'okay', 'what', 'whats', 'which',
  'who', 'whom', 'whose', 'where', 'when', 'why', 'how', 'if', 'whether', 'than', 'let', 'lets', 's', 't', 'don',
  'dont', 'doesn', 'didn', 'won', 'isn', 'aren', 'll', 're', 've', 'd', 'm', 'want', 'need', 'like', 'one', 'ones',
  'again', 'too', 'only', 'very', 'more', 'most', 'less', 'other', 'another', 'same', 'such', 'both', 'either',
  'neither', 'nor', 'yet', 'still', 'already', 'right', 'away', 'off', 'down', 'back', 'through', 'via', 'per',
  'quick', 'quickly', 'know', 'wonder',
];
