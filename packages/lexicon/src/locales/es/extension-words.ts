import type { ExtensionWords } from '../locale-words';

/** Spanish words that tell a file extension from an ordinary word (`@metnos/args-extractor` `findExtensions`). */
export const extensionWords: ExtensionWords = {
  fileNouns: ['archivo', 'archivos', 'fichero', 'ficheros', 'documentos', 'imágenes', 'fotos', 'vídeos', 'formato', 'extensión'],
  openers: ['como', 'todos', 'todas', 'los', 'las', 'solo', 'sólo', 'en'],
  notFollowers: ['datos', 'material', 'código', 'estándar', 'norma', 'certificación'],
  notPreceders: ['código', 'codigo', 'estándar', 'norma', 'certificación', 'datos'],
  logParticles: [],
};
