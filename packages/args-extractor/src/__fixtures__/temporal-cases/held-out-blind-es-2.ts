/**
 * The second blind Spanish set, written blind for issue 21 by the author of `held-out-blind-5.ts`, under the same
 * rules: only the README's conventions, the case format and the evaluation harness were read, never the rules, the
 * locales, the lexicon, the development set or the other held-out sets' cases (the first Spanish set included), nor
 * other parsers' test corpora; no reader was run on these lines before committing them. Expected values were worked out
 * by hand and checked with JavaScript `Date` and `Intl`, not with this package.
 * The same categories and breadth in Spanish from Spain and Latin America: mail and invite lines ("Enviado: lunes, 18
 * de mayo de 2026 9:14", "El mar, 3 mar 2026 a las 10:00, … escribió:", "Cuándo: jueves, 4 de junio de 2026
 * 14:00-15:00 (UTC+01:00) Bruselas, Copenhague, Madrid, París"), "a las 5 de la tarde", "a las 4 p. m.", "21 hs", "a
 * las 4 de la madrugada", "hora peninsular", "hora de Ciudad de México", "el jueves que viene" (disambiguated by the
 * writer), "dentro de dos semanas", "hace un par de días", "antier", "mñn", "el finde", "la segunda quincena de julio",
 * "en lo que va de año", numeric dates day first ("15/06", "6/7", "28/5"), holidays of Spain and Latin America
 * ("Semana Santa", "Jueves Santo", "Día de Reyes", "la Diada", "San Fermín", "la Mercè", "San Isidro", "Día de
 * Muertos", "el Día de la Independencia en México", "el Día de la Madre en Argentina"), and no-date traps ("Un año
 * más", "Abril Fernández", "calle del Dos de Mayo", "Avenida 9 de Julio", "Cien años de soledad", "menú del día",
 * "jamón de 36 meses", "19 días y 500 noches", "modelo 303").
 * Expectations follow the README's conventions as `held-out-blind-5.ts` does ("Semana Santa" is a span its start must
 * fall in, Palm Sunday to Easter Sunday 2027; seasons northern-hemisphere).
 * An evaluation set: no floor is asserted on it (see `temporal-evaluation.test.ts`); the first run is the lead's.
 * Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026, 14:05,
 * Europe/Rome).
 */
export const heldOutBlindEs2 = `
absolute-dates | es | dt:2026-03-03T10:00 | El mar, 3 mar 2026 a las 10:00, Paula Gómez escribió:
absolute-dates | es | dt:2026-05-18T09:14 | Enviado: lunes, 18 de mayo de 2026 9:14
absolute-dates | es | dt:2026-05-15T17:42 | Fecha: vie, 15 may 2026 17:42
absolute-dates | es | d:2026-06-15 | recuérdame pagar la luz el 15/06
absolute-dates | es | d:2026-06-30 | vence el 30/06/2026
absolute-dates | es | d:2026-06-03 | la cita con el médico es el 3 de junio
absolute-dates | es | dt:2026-06-10T15:00 | agenda la reunión para el 10 de junio a las 15:00
absolute-dates | es | d:2026-05-07 | pagué el recibo el 7 de mayo, búscame el comprobante
absolute-dates | es | d:2026-07-01 | el contrato empieza el primero de julio
absolute-dates | es | d:2026-08-02 | el 2 de agosto estamos en la playa
absolute-dates | es | d:2026-07-11 | sábado 11 de julio de 2026, boda de Lucía
absolute-dates | es | d:2026-05-28 | jue 28/5 cena con los suegros
absolute-dates | es | d:2025-09-21 | las fotos del 21 de septiembre de 2025
absolute-dates | es | d:2026-06-23 | el veintitrés de junio
absolute-dates | es | d:2026-06-15 | lo necesito para el 15
absolute-dates | es | d:2026-07-14 | reserva confirmada para el 2026-07-14
absolute-dates | es | d:2026-12-31 | la suscripción vence el 31 de dic
absolute-dates | es | d:2026-04-04 | la multa del pasado 4 de abril
absolute-dates | es | d:2026-07-06 | llego el 6/7
absolute-dates | es | dt:2026-06-10T14:30 | Cita: miércoles 10 de junio de 2026, 14:30
absolute-dates | es | d:1985-10-12 | fecha de nacimiento: 12/10/1985
absolute-dates | es | d:2026-09-01 | las clases empiezan el 1.º de septiembre
absolute-dates | es | d:2026-06-20 | a más tardar el 20 de junio
absolute-dates | es | d:2028-02-29 | el 29 de febrero de 2028
absolute-dates | es | dt:2026-06-09T16:30 | dentista el 9 de junio a las 16:30
absolute-dates | es | d:2026-04-25 | hice la transferencia el 25, ¿ya llegó?
absolute-dates | es | d:2026-06-04 | el jueves 4 de junio estoy en Sevilla
absolute-dates | es | d:2026-11-13 | cumple de Marta el 13 de nov.
absolute-dates | es | d:2026-06-12 | entrega prevista el 12.06.2026
absolute-dates | es | d:2026-05-11 | el paquete llegó el 11 de mayo
absolute-dates | es | d:2026-06-08 | ¿qué tengo el día 8?
absolute-dates | es | d:2027-01-05 | recuérdame comprar los regalos el 5 de enero
relative-days | es | d:2026-05-20 | nos vemos mañana
relative-days | es | p:2026-05-20T06:00..2026-05-20T12:00 | mañana por la mañana llamo al fontanero
relative-days | es | d:2026-05-21 | pasado mañana tengo libre
relative-days | es | d:2026-05-18 | ¿qué me escribió Javier ayer?
relative-days | es | d:2026-05-17 | las fotos de anteayer
relative-days | es | d:2026-05-17 | antier se me perdieron las llaves
relative-days | es | p:2026-05-19T12:00..2026-05-19T18:00 | hoy en la tarde estoy libre
relative-days | es | p:2026-05-19T18:00..2026-05-20T06:00 | ¿salimos esta noche?
relative-days | es | p:2026-05-18T18:00..2026-05-19T06:00 | ¿quién me llamó anoche?
relative-days | es | dt:2026-05-20T09:00 | mañana a las 9
relative-days | es | p:2026-05-19T06:00..2026-05-19T12:00 | el correo que llegó esta mañana
relative-days | es | dt:2026-05-19T17:00 | hoy a las 17:00 en la sala de juntas
relative-days | es | dt:2026-05-20T21:00 | mañana en la noche a las 21
relative-days | es | p:2026-05-21T12:00..2026-05-21T18:00 | pasado mañana por la tarde
relative-days | es | dt:2026-05-18T12:00 | ayer al mediodía
relative-days | es | d:2026-05-19 | mándalo hoy mismo
relative-days | es | d:2026-05-20 | para mañana, por favor
relative-days | es | p:2026-05-20T06:00..2026-05-20T12:00 | mañana temprano paso por el banco
relative-days | es | p:2026-05-18T12:00..2026-05-18T18:00 | el ticket de ayer por la tarde
relative-days | es | d:2026-05-19 | ¿qué tengo hoy?
relative-days | es | d:2026-05-20 | mñn te llamo
relative-days | es | dt:2026-05-18T20:00 | ayer a las 8 de la noche
weekdays | es | d:2026-05-21 | ¿quedamos el jueves?
weekdays | es | d:2026-05-28 | no este jueves, el jueves que viene
weekdays | es | d:2026-05-22 | este viernes hay fútbol
weekdays | es | d:2026-05-15 | el archivo que te mandé el viernes pasado
weekdays | es | d:2026-05-25 | pon la revisión del presupuesto el lunes
weekdays | es | d:2026-05-18 | ¿qué me mandó el gestor el lunes?
weekdays | es | dt:2026-05-20T15:00 | ¿el miércoles a las 15 h te va bien?
weekdays | es | dt:2026-05-22T10:00 | vie 10:00 dentista
weekdays | es | d:2026-05-24 | comida el domingo en casa de la abuela
weekdays | es | p:2026-05-23T18:00..2026-05-24T06:00 | ¿pizza el sábado por la noche?
weekdays | es | dt:2026-05-20T09:00 | recuérdame todos los miércoles a las 9 que mande las horas
weekdays | es | d:2026-05-12 | el informe del martes pasado
weekdays | es | d:2026-05-17 | el domingo recibí una carta certificada, busca el escaneo
weekdays | es | p:2026-05-20T06:00..2026-05-20T12:00 | el miércoles en la mañana estoy en la oficina
weekdays | es | dt:2026-05-28T14:00 | el jueves de la semana que viene a las 14
weekdays | es | d:2026-05-30 | el sábado 30 es la mudanza
weekdays | es | d:2026-05-25 | necesito el borrador para el lunes
weekdays | es | p:2026-05-22T12:00..2026-05-22T18:00 | el viernes por la tarde después de comer
weekdays | es | d:2026-05-25 | llamada con Ana el lun
weekdays | es | dt:2026-05-21T19:30 | el jueves a las 7 y media de la tarde
weekdays | es | d:2026-05-24 | este domingo hay rastro
weekdays | es | d:2026-05-16 | la compra del sábado pasado
weekdays | es | d:2026-05-27 | el miércoles de la próxima semana
weekdays | es | d:2026-05-26 | el martes voy a Valencia
weekdays | es | d:2026-05-20 | comida con Luis el mié
weekdays | es | d:2026-06-01 | el lunes 1 de junio empiezo en el trabajo nuevo
offsets | es | d:2026-06-02 | dentro de dos semanas
offsets | es | d:2026-05-22 | recuérdamelo en 3 días
offsets | es | dt:2026-05-19T16:05 | avísame dentro de 2 horas
offsets | es | dt:2026-05-19T14:50 | en 45 minutos
offsets | es | d:2026-05-16 | el archivo que descargué hace 3 días
offsets | es | d:2026-05-12 | hace una semana
offsets | es | d:2026-05-17 | hace un par de días me llegó una multa
offsets | es | d:2026-05-29 | dentro de diez días
offsets | es | d:2026-06-19 | vuelve a revisarlo dentro de un mes
offsets | es | d:2025-11-19 | el extracto de hace seis meses
offsets | es | d:2025-05-19 | ¿qué hacía hace un año?
offsets | es | dt:2026-05-19T14:35 | en media hora
offsets | es | dt:2026-05-19T15:35 | dentro de hora y media
offsets | es | dt:2026-05-19T13:05 | el mensaje que llegó hace una hora
offsets | es | dt:2026-05-19T14:00 | llamó hace 5 minutos
offsets | es | d:2026-06-03 | en 15 días
offsets | es | d:2026-06-09 | dentro de 3 semanas
offsets | es | dt:2026-05-21T14:05 | en 48 horas
offsets | es | d:2026-06-28 | dos días antes del 30 de junio
offsets | es | d:2026-06-13 | tres días después del 10 de junio
offsets | es | d:2026-05-21 | en un par de días
offsets | es | dt:2026-05-19T14:20 | dentro de un cuarto de hora
offsets | es | d:2026-05-26 | de aquí a una semana
offsets | es | d:2026-05-04 | hace quince días
months-years | es | m:2026-06 | ¿qué tengo en junio?
months-years | es | m:2026-06 | el alquiler del mes que viene
months-years | es | m:2026-04 | las facturas del mes pasado
months-years | es | y:2026 | cuánto he gastado este año
months-years | es | y:2027 | lo renovamos el año que viene
months-years | es | m:2026-09 | el cole empieza en sept.
months-years | es | q:2026-Q3 | la previsión para el tercer trimestre
months-years | es | q:2025-Q4 | el cierre del 4T de 2025
months-years | es | y:2027 | nos mudamos en 2027
months-years | es | m:2027-01 | el curso empieza en enero
months-years | es | m:2026-03 | las fotos que saqué en marzo
months-years | es | p:2024-06-01T00:00..2024-06-22T00:00 | las fotos del verano de 2024
months-years | es | p:2026-09-01T00:00..2026-09-24T00:00 | este otoño pintamos la casa
months-years | es | m:2026-12 | extracto de diciembre de 2026
months-years | es | y:2019 | fue a finales de 2019, creo
months-years | es | y:1980 | fotos de los años 80
months-years | es | m:2027-04 | en abril del año que viene
months-years | es | q:2026-Q2 | las ventas de este trimestre
months-years | es | q:2026-Q1 | la presentación del trimestre pasado
months-years | es | q:2027-Q1 | el primer trimestre del año que viene
months-years | es | m:2026-10 | el boletín de oct. 2026
months-years | es | y:2025 | todo lo que archivé el año pasado
months-years | es | p:2026-07-01T00:00..2026-07-02T00:00 | los objetivos del segundo semestre
months-years | es | y:2027 | a mediados de 2027
months-years | es | m:2026-07 | julio del 26
months-years | es | m:2026-06 | el próximo mes
times-of-day | es | t:17:00 | a las 5 de la tarde
times-of-day | es | t:12:00 | nos vemos al mediodía
times-of-day | es | t:00:00 | el servidor se reinicia a medianoche
times-of-day | es | t:15:30 | el tren sale a las 15:30
times-of-day | es | t:09:15 | a las nueve y cuarto
times-of-day | es | t:07:45 | despertador a las 8 menos cuarto
times-of-day | es | t:19:00 | las puertas abren a las 19 h
times-of-day | es | t:20:00 | a las 8 de la noche
times-of-day | es | t:18:30 | webinar a las 18:30 hora peninsular
times-of-day | es | dt:2026-05-20T23:00 | mañana a las 3 de la tarde hora de Ciudad de México
times-of-day | es | dt:2026-05-21T11:00 | el jueves a las 10 hora de Canarias
times-of-day | es | dt:2026-05-22T14:00 | el viernes a las 9 hora de Buenos Aires
times-of-day | es | t:05:30 | a eso de las 5 y media de la mañana
times-of-day | es | t:15:20 | a las tres y veinte de la tarde
times-of-day | es | t:14:00 | reunión 14 h
times-of-day | es | t:21:00 | cine a las 21 hs
times-of-day | es | t:21:30 | reserva para cenar a las 21:30
times-of-day | es | t:06:00 | despiértame a las 6
times-of-day | es | t:07:10 | a las 7 y 10
times-of-day | es | t:11:00 | sobre las 11 de la mañana
times-of-day | es | dt:2026-05-19T14:40 | a las dos y cuarenta esta tarde
times-of-day | es | dt:2026-05-19T17:00 | a las 5 esta tarde
times-of-day | es | dt:2026-05-20T21:00 | mañana a las 9 de la noche
times-of-day | es | t:00:30 | a las 0:30
times-of-day | es | t:17:30 | el formulario hay que entregarlo antes de las 17:30
times-of-day | es | t:18:00 | cuando quieras después de las 18
times-of-day | es | t:12:45 | a las 12 y 45
times-of-day | es | t:13:00 | a la 1 de la tarde
times-of-day | es | t:08:00 | a las 8.00 h
times-of-day | es | t:04:00 | a las 4 de la madrugada
times-of-day | es | t:13:00 | comemos a la una
times-of-day | es | t:10:00 | la consulta es a las 10 a. m.
times-of-day | es | t:16:00 | a las 4 p. m.
times-of-day | es | t:22:00 | a las 22 horas
times-of-day | es | t:07:00 | a las siete en punto de la mañana
times-of-day | es | t:12:30 | a las doce y media del mediodía
windows | es | r:2026-03-04T15:00..2026-03-04T16:00 | mié 4 mar 2026, 15:00–16:00
windows | es | r:2026-06-04T14:00..2026-06-04T15:00 | Cuándo: jueves, 4 de junio de 2026 14:00-15:00 (UTC+01:00) Bruselas, Copenhague, Madrid, París
windows | es | r:2026-08-03..2026-08-07 | vacaciones del 3 al 7 de agosto
windows | es | r:2026-05-20T15:00..2026-05-20T17:00 | bloquéame la agenda de 3 a 5 de la tarde mañana
windows | es | r:2026-05-22T10:00..2026-05-22T11:00 | entre las 10 y las 11 el viernes
windows | es | w:2026-06-01 | la primera semana del mes que viene
windows | es | d:2026-05-31 | lo necesito antes de fin de mes
windows | es | p:2026-05-16T00:00..2026-05-17T00:01 | los correos de los últimos 3 días
windows | es | r:2026-07-16..2026-07-31 | la segunda quincena de julio
windows | es | r:2026-08-01..2026-08-15 | la primera quincena de agosto
windows | es | w:2026-05-25 | ¿qué hay la semana que viene?
windows | es | w:2026-05-11 | cuánto gasté la semana pasada
windows | es | p:2026-05-23T00:00..2026-05-25T00:00 | ¿planes para este fin de semana?
windows | es | p:2026-05-23T00:00..2026-05-25T00:00 | ¿qué hacemos el finde?
windows | es | r:2026-06-08..2026-06-12 | fuera de la oficina del 8 al 12 de junio
windows | es | r:2026-07-20..2026-08-02 | de permiso del 20 de julio al 2 de agosto
windows | es | w:2026-06-15 | la semana del 15 de junio
windows | es | p:2026-06-10T00:00..2026-06-21T00:00 | a mediados de junio
windows | es | p:2026-06-01T00:00..2026-06-11T00:00 | a principios del mes que viene
windows | es | d:2026-12-31 | terminar la migración antes de que acabe el año
windows | es | p:2026-05-01T00:00..2026-05-02T00:00 | todos los cargos desde el 1 de mayo
windows | es | p:2026-05-19T00:00..2026-05-20T00:00 | mis compromisos en las próximas dos semanas
windows | es | r:2026-08-18..2026-08-31 | las dos últimas semanas de agosto
windows | es | r:2026-05-26..2026-05-28 | de martes a jueves de la semana que viene
windows | es | r:2026-05-26..2026-05-29 | hotel del 26 al 29 de mayo
windows | es | r:2026-05-20T12:00..2026-05-20T14:00 | resérvame de 12 a 14 h mañana
windows | es | r:2026-05-22T09:00..2026-05-22T17:00 | el vie de 9 a 17
windows | es | p:2026-01-01T00:00..2026-01-02T00:00 | la facturación en lo que va de año
windows | es | p:2026-05-18T00:00..2026-05-19T00:00 | la factura que llegó a principios de esta semana
windows | es | w:2026-05-18 | esta semana te lo mando
windows | es | d:2026-05-22 | estoy fuera hasta el viernes
windows | es | r:2026-09-14..2026-09-18 | curso del 14/9 al 18/9
windows | es | p:2026-05-18T00:00..2026-05-18T14:06 | los mensajes de las últimas 24 horas
windows | es | r:2026-05-19T09:00..2026-05-19T10:00 | la llamada de esta mañana entre las 9 y las 10
windows | es | r:2026-05-25..2026-05-29 | de lunes a viernes de la semana que viene
windows | es | r:2026-06-01..2026-06-05 | en algún momento entre el 1 y el 5 de junio
windows | es | p:2026-05-20T00:00..2026-06-01T00:00 | a finales de mes
windows | es | r:2027-04-03..2027-04-07 | reserva el hotel del 3 al 7 de abril
windows | es | p:2026-05-05T00:00..2026-05-06T00:00 | los pedidos desde hace dos semanas
holidays | es | p:2027-03-21T00:00..2027-03-29T00:00 | ¿a dónde vamos en Semana Santa?
holidays | es | d:2027-03-25 | el Jueves Santo cierra el banco
holidays | es | d:2027-03-26 | la procesión del Viernes Santo
holidays | es | d:2027-03-28 | comida del Domingo de Pascua
holidays | es | d:2026-12-25 | ¿qué le regalamos a la tía en Navidad?
holidays | es | d:2026-12-24 | la cena de Nochebuena
holidays | es | d:2026-12-31 | la fiesta de Nochevieja
holidays | es | d:2027-01-01 | comida de Año Nuevo en casa de mis padres
holidays | es | d:2027-01-06 | los regalos del Día de Reyes
holidays | es | d:2026-10-12 | el Día de la Hispanidad
holidays | es | d:2026-11-01 | el Día de Todos los Santos vamos al pueblo
holidays | es | d:2026-11-02 | el altar para el Día de Muertos
holidays | es | d:2026-12-06 | el Día de la Constitución
holidays | es | d:2026-12-08 | en la Inmaculada ponemos el árbol
holidays | es | d:2026-06-24 | el día de San Juan es festivo en Barcelona
holidays | es | d:2026-07-07 | San Fermín en Pamplona
holidays | es | d:2026-09-11 | la manifestación de la Diada
holidays | es | d:2026-09-16 | el Día de la Independencia en México
holidays | es | d:2026-06-21 | el regalo para el Día del Padre en México
holidays | es | d:2027-03-19 | en España el día de San José es el Día del Padre
holidays | es | d:2026-10-18 | el Día de la Madre en Argentina
holidays | es | d:2027-02-09 | el martes de Carnaval
holidays | es | d:2027-02-10 | el Miércoles de Ceniza
holidays | es | d:2027-02-14 | una cena por San Valentín
holidays | es | d:2026-09-24 | los conciertos de la Mercè
holidays | es | d:2026-05-15 | las fotos que hice en San Isidro
holidays | es | d:2026-05-24 | nos vemos en Pentecostés
holidays | es | d:2026-11-26 | el Día de Acción de Gracias
holidays | es | d:2026-06-04 | la procesión del Corpus Christi en Granada
durations | es | dur:PT1H30M | bloquea hora y media
durations | es | dur:PT45M | una llamada de 45 minutos
durations | es | dur:PT20M | un temporizador de 20 min
durations | es | dur:P14D | voy a estar fuera por dos semanas
durations | es | dur:P3D | reserva tres noches en el hotel Colón
durations | es | dur:PT30M | me basta con media hora
durations | es | dur:PT90M | sesión de 90 minutos
durations | es | dur:P6M | un contrato de 6 meses
durations | es | dur:P3D | alquila el coche por 3 días
durations | es | dur:PT1H15M | la peli dura 1 h 15 min
durations | es | dur:PT15M | dame un cuarto de hora
durations | es | dur:PT10S | un retardo de 10 segundos
durations | es | dur:P1Y | una suscripción anual
durations | es | dur:PT2H30M | el vuelo dura dos horas y media
durations | es | dur:PT2H | tardará un par de horas
durations | es | dur:P1DT12H | día y medio
durations | es | dur:PT3H20M | 3 horas y 20 minutos
durations | es | dur:P30Y | una hipoteca a 30 años
durations | es | dur:P7D | estaré fuera una semana
durations | es | dur:P15D | 15 días de vacaciones
durations | es | dur:PT45S | cuarenta y cinco segundos
durations | es | dur:P1M | un mes de prueba gratis
numbers | es | n:4 | una mesa para 4
numbers | es | n:2 | reserva 2 habitaciones
numbers | es | n:12 | una docena de huevos
numbers | es | nr:50..100 | los archivos de entre 50 y 100 MB
numbers | es | n:3 | recuérdamelo tres veces
numbers | es | nr:10..20 | los adjuntos de 10 a 20 MB
numbers | es | n:25 | seremos veinticinco
numbers | es | n:2 | compra un par de entradas
numbers | es | n:1500 | manda 1.500 copias a la imprenta
numbers | es | nr:3..5 | una mesa para 3-5 personas
numbers | es | n:15 | imprime quince copias
numbers | es | n:100 | un centenar de invitaciones
numbers | es | n:6 | somos seis
numbers | es | n:32 | treinta y dos sillas para el salón
no-date | es | none | pon Un año más de Mecano
no-date | es | none | escríbele a Abril Fernández
no-date | es | none | mi dirección es calle del Dos de Mayo 12, Madrid
no-date | es | none | Avenida 9 de Julio 1234, Buenos Aires
no-date | es | none | el partido terminó 2-1
no-date | es | none | cuesta 19,99 €
no-date | es | none | instala la versión 4.2.0
no-date | es | none | llama a la doctora Dolores Domingo
no-date | es | none | añade Cien años de soledad a mi lista
no-date | es | none | el código de producto es XR-2026-05
no-date | es | none | habitación 12, tercer piso
no-date | es | none | ¿el AVE 03151 va con retraso?
no-date | es | none | busca la factura n.º 2026/0519
no-date | es | none | pon la calefacción a 21 grados
no-date | es | none | pon Siete años en el Tíbet
no-date | es | none | compra un SEAT Ibiza gris
no-date | es | none | escríbele a Pascual por las llaves
no-date | es | none | tengo 3 hijos de 5, 7 y 10 años
no-date | es | none | el código postal es 28013
no-date | es | none | compra un cable de 2 metros
no-date | es | none | lee el capítulo 11 del Quijote
no-date | es | none | abre el archivo presupuesto_T3_final.xlsx
no-date | es | none | pon Noviembre sin ti de Reik
no-date | es | none | busca la película El día de la bestia
no-date | es | none | el Barça ganó 3 a 0
no-date | es | none | sintoniza Radio 3
no-date | es | none | saluda a Soledad de mi parte
no-date | es | none | ¿cómo relleno el modelo 303?
no-date | es | none | llama al 612 345 678
no-date | es | none | pon Las Mañanitas para Rosa
no-date | es | none | el Atleti juega en el Metropolitano
no-date | es | none | responde al ticket #1804
no-date | es | none | lee los titulares de El Día de Tenerife
no-date | es | none | Avenida Cinco de Mayo 20, Centro, CDMX
no-date | es | none | el jamón de 36 meses está buenísimo
no-date | es | none | pide el menú del día
no-date | es | none | envía el informe a Rocío Navidad
no-date | es | none | pon el disco 19 días y 500 noches de Sabina
no-date | es | none | el iPhone 16 cuesta 959 euros
no-date | es | none | mi contraseña tiene 12 caracteres
`;
