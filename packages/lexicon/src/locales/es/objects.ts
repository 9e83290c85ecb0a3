/** Spanish nouns and noun phrases that name each canonical object. */
export const objects: Readonly<Record<string, readonly string[]>> = {
  files: ['archivo', 'archivos', 'fichero', 'ficheros', 'documento', 'documentos'],
  folders: ['carpeta', 'carpetas', 'directorio', 'directorios'],
  messages: [
    'correo', 'correos', 'email', 'e-mail', 'mail', 'mensaje', 'mensajes', 'correo electrónico',
    'correos electrónicos', 'correo electronico', 'bandeja de entrada',
  ],
  reminders: ['recordatorio', 'recordatorios', 'aviso', 'avisos'],
  events: ['evento', 'eventos', 'cita', 'citas', 'reunión', 'reunion', 'reuniones', 'calendario', 'agenda', 'compromiso'],
  contacts: ['contacto', 'contactos', 'agenda de contactos', 'libreta de direcciones'],
  notes: ['nota', 'notas', 'apunte', 'apuntes'],
  tasks: ['tarea', 'tareas', 'pendientes', 'lista de tareas', 'cosas por hacer'],
  photos: ['foto', 'fotos', 'fotografía', 'fotografías', 'imagen', 'imágenes', 'imagenes'],
  music: ['canción', 'cancion', 'canciones', 'música', 'musica', 'tema', 'temas'],
  videos: ['vídeo', 'vídeos', 'video', 'videos', 'película', 'películas'],
  urls: ['página', 'páginas', 'pagina', 'paginas', 'página web', 'páginas web', 'sitio', 'sitios', 'sitio web', 'enlace', 'enlaces'],
  entries: ['resultado', 'resultados', 'elemento', 'elementos', 'entrada', 'entradas'],
  news: ['noticias', 'noticia', 'titulares'],
  weather: ['tiempo que hace', 'clima', 'pronóstico', 'pronostico', 'previsión del tiempo', 'qué tiempo hace'],
  timers: ['temporizador', 'temporizadores', 'cuenta atrás', 'cuenta regresiva'],
  alarms: ['alarma', 'alarmas', 'despertador'],
  now: ['hora', 'horas', 'hora exacta', 'qué hora', 'que hora'],
  date: ['fecha', 'día', 'dia', 'fecha de hoy', 'qué día', 'que dia', 'día de la semana', 'qué día de la semana'],
  location: [
    'ubicación', 'ubicacion', 'posición', 'posicion', 'dónde estoy', 'donde estoy', 'dónde estamos', 'donde estamos',
    'en qué ciudad estoy', 'en que ciudad estoy',
  ],
  last_turn: [
    'último turno', 'última acción', 'ultima accion', 'última operación', 'último comando', 'último cambio',
    'último paso', 'lo que hiciste', 'lo que acabas de hacer', 'acabas de hacer',
  ],
  new_executor: ['ejecutor', 'nuevo ejecutor', 'capacidad', 'capacidades', 'nueva función', 'nueva herramienta'],
};

/** Forms that name their object only when the request names no other ("hora" in "qué hora es"). */
export const weakObjectForms: readonly string[] = ['hora', 'horas', 'fecha', 'día', 'dia', 'dónde estoy', 'donde estoy'];
