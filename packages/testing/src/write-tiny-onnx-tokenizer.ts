/** Pieces of the tiny Unigram vocabulary, besides the four XLM-R special tokens and the single characters. */
const tinyOnnxWordPieces: readonly string[] = [
  '▁perché', '▁città', '▁è', '▁la', '▁il', '▁di', '▁che', '▁ore', '▁sono', '▁foto', '▁battesimo', '▁trova', '▁le',
  '▁del', '▁mostra', '▁appuntamenti', '▁oggi', '▁domani', '▁bella', '▁what', '▁time', '▁is', '▁it', '▁the', '▁find',
  '▁photos', '▁show', '▁me', '▁today', '▁download', '▁page', '▁and', '▁describe', '▁più', '▁così', '▁caffè',
  'zione', 'mente', 'are', 'ere', 'ire', '▁',
];

const characters = [...'abcdefghijklmnopqrstuvwxyzàèéìíòóùúABCDEFGHIJKLMNOPQRSTUVWXYZÈ0123456789.,;:!?\'"-()/'];

/**
 * A tokenizer.json in the layout of XLM-RoBERTa / BGE-M3 (Unigram model, Metaspace pre-tokenizer, NFKC
 * normaliser, `<s> … </s>` template, `<s>`=0 `<pad>`=1 `</s>`=2 `<unk>`=3), small enough to read: whole-word
 * pieces for common Italian and English words (accented ones included), then every single character, so that
 * any Italian or English text in plain letters tokenises without `<unk>`. Returns the JSON object and the vocabulary size.
 */
export function buildTinyOnnxTokenizer(): { tokenizer: Record<string, unknown>; vocabularySize: number } {
  const special = ['<s>', '<pad>', '</s>', '<unk>'];
  const vocabulary: Array<[string, number]> = [
    ...special.map((piece): [string, number] => [piece, 0]),
    ...tinyOnnxWordPieces.map((piece): [string, number] => [piece, piece === '▁' ? -3 : -4 - piece.length / 100]),
    ...characters.map((character): [string, number] => [character, -12]),
    ...characters.filter((character) => /\p{L}/u.test(character)).map((character): [string, number] => [`▁${character}`, -11]),
  ];
  const specialToken = (id: number, content: string) => ({
    id,
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  const metaspace = { type: 'Metaspace', replacement: '▁', prepend_scheme: 'always', split: true };
  const tokenizer = {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: special.map((content, id) => specialToken(id, content)),
    normalizer: { type: 'NFKC' },
    pre_tokenizer: metaspace,
    post_processor: {
      type: 'TemplateProcessing',
      single: [{ SpecialToken: { id: '<s>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }, { SpecialToken: { id: '</s>', type_id: 0 } }],
      pair: [
        { SpecialToken: { id: '<s>', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '</s>', type_id: 0 } },
        { SpecialToken: { id: '</s>', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 0 } },
        { SpecialToken: { id: '</s>', type_id: 0 } },
      ],
      special_tokens: {
        '<s>': { id: '<s>', ids: [0], tokens: ['<s>'] },
        '</s>': { id: '</s>', ids: [2], tokens: ['</s>'] },
      },
    },
    decoder: metaspace,
    model: { type: 'Unigram', unk_id: 3, vocab: vocabulary, byte_fallback: false },
  };
  return { tokenizer, vocabularySize: vocabulary.length };
}
