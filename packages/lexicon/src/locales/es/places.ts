/** Spanish names of the well-known places (user folders by `~/<XDG name>`, mail folders by Maildir++ name). */
export const places: Readonly<Record<string, readonly string[]>> = {
  '~': ['carpeta personal', 'carpeta de inicio'],
  '~/Documents': ['documentos', 'carpeta documentos', 'mis documentos', 'carpeta de documentos'],
  '~/Downloads': ['descargas', 'carpeta descargas', 'carpeta de descargas'],
  '~/Desktop': ['escritorio'],
  '~/Pictures': ['imágenes', 'imagenes', 'carpeta imágenes', 'carpeta de imágenes', 'carpeta de fotos'],
  '~/Music': ['música', 'musica', 'carpeta música', 'carpeta de música'],
  '~/Videos': ['vídeos', 'videos', 'carpeta vídeos', 'carpeta de vídeos'],
  INBOX: ['bandeja de entrada', 'recibidos'],
  Trash: ['papelera', 'eliminados', 'correo eliminado'],
  Archive: ['archivados', 'carpeta archivados'],
  Junk: ['spam', 'correo no deseado', 'no deseado'],
  Sent: ['enviados', 'correo enviado', 'elementos enviados'],
  Drafts: ['borradores', 'carpeta borradores'],
};
