/** English courtesy around a request ("hey, … please", "thank you"), by kind. */
export const courtesy = {
  greetings: ['hey'],
  apologies: ['excuse me'],
  pleas: ['please'],
  thanks: ['thanks', 'thank you'],
  /** Single words that may close a request and are never part of its text ("… please", "… thank you"; `readRequest`). */
  closers: ['please', 'pls', 'kindly', 'thanks', 'thank', 'you', 'thx'],
  /** Multi-word courtesy phrases whose words alone mean something else; none in English. */
  phrases: [],
  /** Words a canonical request drops (`@metnos/fast-path` `canonicalizeQuery`): articles, courtesy and filler. */
  fillers: ['the', 'a', 'an', 'please', 'can', 'could', 'would', 'you', 'kindly', 'hey', 'just', 'me', 'some', 'i', "i'd", 'like', 'want', 'thanks', 'thank'],
} as const;
