/**
 * A Spanish set, written blind for issue 21 (same author and rules of writing as `held-out-blind-3.ts`): the same
 * categories in Spanish as Spaniards write it, as assistant requests, chat ("finde", no accents), email and news text
 * (EFE datelines). Relative days ("pasado mañana", "anteayer", "antier", "antes de ayer"), weekdays ("el próximo
 * lunes", "el lunes que viene", "el viernes de la semana que viene", "el martes pasado"), offsets ("dentro de 3 días",
 * "hace dos semanas", "en media hora"), months and years, times ("a las cinco y media de la tarde", "a las 8 menos
 * cuarto", "de la madrugada", "a mediodía"), windows ("esta semana", "el fin de semana", "entre el 3 y el 5 de mayo",
 * "de 9 a 13", "en lo que va de año", "la primera quincena de junio"), Spain's holidays ("Navidad", "Nochebuena",
 * "Nochevieja", "Reyes", "Semana Santa" with Easter computed, "el Día de la Madre" on the first Sunday of May, "el Día
 * del Padre" on 19 March, "San Juan", "la Hispanidad"), durations, number words ("veintitrés", "treinta y una",
 * "media docena") and no-date traps (people called "Domingo", "Mercedes", "Abril", "Marzo"; titles "Los lunes al sol",
 * "El Día de la Marmota", "El Jueves"; streets, ages, scores, ordinals).
 * Spanish parts of the day are wider than Italian and English ones ("la mañana" runs to lunch, "la tarde" into the
 * evening), so they are graded as `p:` spans their start must fall in; "el próximo viernes" on a Tuesday (this
 * week's or next week's?) and habitual weekdays were left out. Expectations otherwise follow the README's conventions.
 * An evaluation set: no floor is asserted on it yet; the first run, before the reader knew any Spanish, is in the
 * README. Lines are `category | lang | expectation | text`; same clock as the development set (Tuesday 19 May 2026,
 * 14:05, Europe/Rome).
 */
export const heldOutBlindEs = `
absolute-dates | es | d:2026-06-03 | Resérvame la peluquería para el 3 de junio.
absolute-dates | es | d:2026-07-01 | El nuevo contrato empieza el primero de julio.
absolute-dates | es | d:2026-07-01 | El nuevo horario entra en vigor el 1 de julio.
absolute-dates | es | d:2026-06-12 | Fecha de vencimiento: 12/06/2026
absolute-dates | es | d:2026-05-25 | El alquiler se paga el día 25.
absolute-dates | es | d:2026-06-02 | ¿Quedamos el martes 2 de junio?
absolute-dates | es | d:2021-03-03 | El decreto se firmó el 3 de marzo de 2021.
absolute-dates | es | d:2015-10-21 | Factura emitida el 21.10.2015
absolute-dates | es | d:2026-09-01 | Las inscripciones abren el 1 de septiembre.
absolute-dates | es | d:2026-04-12 | El pasado 12 de abril el ayuntamiento aprobó los presupuestos.
absolute-dates | es | d:2026-05-30 | La fiesta es el sábado 30 de mayo.
absolute-dates | es | d:2026-02-04 | MADRID, 4 de febrero (EFE) – El Gobierno aprobó el nuevo decreto sobre la factura de la luz.
absolute-dates | es | d:2027-01-07 | Las clases se reanudan el 7 de enero.
absolute-dates | es | d:2026-05-28 | nos vemos el 28
absolute-dates | es | d:2026-06-09 | tengo cita con el dentista el 9/6
absolute-dates | es | d:1999-12-31 | Era el 31 de diciembre de 1999 y todos temían el efecto 2000.
absolute-dates | es | d:2026-08-20 | Salimos el jueves 20 de agosto.
absolute-dates | es | d:2026-10-12 | El 12 de octubre hay desfile en Madrid.
absolute-dates | es | d:2019-11-10 | Las elecciones generales se celebraron el 10 de noviembre de 2019.
absolute-dates | es | d:2026-06-15 | El plazo termina el 15 de junio.
absolute-dates | es | d:2026-07-04 | ¿Puedes reservar mesa para el sábado 4 de julio?
absolute-dates | es | d:2026-09-30 | La oferta es válida hasta el 30 de septiembre.
absolute-dates | es | d:2026-11-03 | Cita médica: 3-11-2026
absolute-dates | es | d:2026-05-31 | Recuérdame pagar la tarjeta el día 31.
absolute-dates | es | d:2026-05-05 | Ya lo pagué el 5 de mayo.
absolute-dates | es | d:2026-06-01 | Empiezo el lunes 1 de junio.
relative-days | es | d:2026-05-19 | ¿Qué tengo en la agenda hoy?
relative-days | es | d:2026-05-20 | Recuérdame mañana llamar al gestor.
relative-days | es | d:2026-05-21 | La entrega está prevista para pasado mañana.
relative-days | es | d:2026-05-18 | Ayer gasté demasiado en el súper.
relative-days | es | d:2026-05-17 | Hablé con él anteayer.
relative-days | es | d:2026-05-17 | Antier llegó el paquete.
relative-days | es | d:2026-05-17 | Antes de ayer hubo huelga de metro.
relative-days | es | d:2026-05-21 | nos vemos pasado manana
relative-days | es | d:2026-05-19 | mándamelo hoy mismo
relative-days | es | d:2026-05-20 | para mañana vale?
relative-days | es | d:2026-05-20 | Mueve la reunión de mañana a las 11.
relative-days | es | d:2026-05-18 | ¿Me pasas las fotos de ayer?
relative-days | es | d:2026-05-20 | ¿Mañana llueve?
relative-days | es | d:2026-05-21 | Pasado mañana tengo el examen de conducir.
relative-days | es | d:2026-05-18 | ayer no pude llamarte
relative-days | es | d:2026-05-20 | la cita se ha pasado a mañana
relative-days | es | d:2026-05-19 | ¿Qué correos he recibido hoy?
relative-days | es | d:2026-05-20 | Mañana sin falta te lo paso.
relative-days | es | d:2026-05-19 | El pedido tiene que salir hoy.
relative-days | es | d:2026-05-18 | El correo de ayer era spam.
relative-days | es | d:2026-05-21 | Pasado mañana es el cumpleaños de Lucía.
relative-days | es | d:2026-05-20 | ¿Tienes algo mañana?
relative-days | es | d:2026-05-19 | Hoy no puedo, lo siento.
relative-days | es | d:2026-05-17 | Lo compré anteayer.
relative-days | es | d:2026-05-18 | Ayer fue un día larguísimo.
weekdays | es | d:2026-05-22 | ¿Quedamos el viernes?
weekdays | es | d:2026-05-29 | Lo dejamos para el viernes de la semana que viene.
weekdays | es | d:2026-05-22 | La entrega es este viernes.
weekdays | es | d:2026-05-15 | ¿Qué le mandé a Carmen el viernes pasado?
weekdays | es | d:2026-05-25 | El lunes llamo al banco.
weekdays | es | d:2026-05-25 | El próximo lunes empiezo en el trabajo nuevo.
weekdays | es | d:2026-05-25 | el lunes que viene tengo médico
weekdays | es | d:2026-05-26 | reserva para el martes que viene
weekdays | es | d:2026-05-26 | El próximo martes hay reunión de vecinos.
weekdays | es | d:2026-05-20 | el miércoles estoy libre
weekdays | es | d:2026-05-20 | ¿Te va bien el miercoles?
weekdays | es | d:2026-05-21 | El jueves hay claustro.
weekdays | es | d:2026-05-23 | ¿El sábado vamos a la playa?
weekdays | es | d:2026-05-24 | El domingo comemos en casa de los abuelos.
weekdays | es | d:2026-05-17 | El domingo pasado fuimos de excursión.
weekdays | es | d:2026-05-16 | El sábado pasado salimos a bailar.
weekdays | es | d:2026-05-14 | Lo vi el jueves en la oficina.
weekdays | es | d:2026-05-22 | viernes cañas?
weekdays | es | d:2026-05-21 | el jueves tengo dentista
weekdays | es | d:2026-05-12 | Me escribió el martes pasado.
weekdays | es | d:2026-05-23 | Este sábado juega el Betis en casa.
weekdays | es | d:2026-05-24 | ¿Este domingo abren los supermercados?
weekdays | es | d:2026-05-22 | El ministro comparecerá el viernes en el Congreso.
weekdays | es | d:2026-05-15 | El ministro dimitió el viernes.
weekdays | es | d:2026-05-20 | Este miércoles no hay clase.
weekdays | es | d:2026-05-28 | El jueves de la semana que viene tengo la revisión del coche.
weekdays | es | d:2026-05-25 | Recuérdame el lunes que pague la luz.
weekdays | es | d:2026-05-23 | el sabado cena en casa de Pablo
weekdays | es | d:2026-05-16 | El sábado fuimos al cine.
offsets | es | d:2026-05-22 | Recuérdamelo dentro de 3 días.
offsets | es | d:2026-05-05 | Lo pedí hace dos semanas.
offsets | es | d:2026-06-02 | Lo hablamos dentro de dos semanas.
offsets | es | dt:2026-05-19T15:05 | Recuérdame dentro de una hora que saque la tarta del horno.
offsets | es | dt:2026-05-19T13:55 | Te escribí hace 10 minutos.
offsets | es | dt:2026-05-19T14:35 | Llego en media hora.
offsets | es | d:2026-05-12 | El paquete salió hace una semana.
offsets | es | d:2026-05-16 | Lo compré hace tres días.
offsets | es | d:2026-06-19 | El resto se paga dentro de un mes.
offsets | es | d:2026-06-03 | Los resultados estarán en 15 días.
offsets | es | dt:2026-05-19T16:05 | Llámame en un par de horas.
offsets | es | dt:2026-05-19T14:20 | Salgo en un cuarto de hora.
offsets | es | d:2024-05-19 | Nos conocimos hace dos años.
offsets | es | dt:2026-05-21T14:05 | La mercancía llegará en 48 horas.
offsets | es | dt:2026-05-19T14:15 | en diez minutos estoy ahí
offsets | es | d:2026-04-19 | Cambié de compañía hace un mes.
offsets | es | d:2026-05-29 | La sentencia se conocerá dentro de diez días.
offsets | es | dt:2026-05-19T12:05 | El aviso llegó hace dos horas.
offsets | es | d:2026-05-26 | Vuelvo dentro de una semana.
offsets | es | d:2021-05-19 | Me mudé aquí hace 5 años.
offsets | es | dt:2026-05-19T15:35 | Avísame dentro de hora y media.
offsets | es | dt:2026-05-19T14:50 | La película empieza en 45 minutos.
offsets | es | d:2026-05-09 | Lo operaron hace diez días.
offsets | es | d:2026-06-09 | dentro de tres semanas es la boda
offsets | es | d:2026-05-15 | Llegó hace cuatro días.
months-years | es | m:2027-03 | En marzo me mudo de piso.
months-years | es | m:2026-03 | El pasado marzo cerramos el ejercicio con beneficios.
months-years | es | m:2015-03 | Los datos corresponden a marzo de 2015.
months-years | es | y:2019 | En 2019 la empresa contrató a 200 personas.
months-years | es | y:2025 | Enséñame los gastos médicos del año pasado.
months-years | es | y:2027 | El año que viene quiero hacer el Camino de Santiago.
months-years | es | y:2027 | El próximo año abriremos una tienda en Valencia.
months-years | es | y:2026 | ¿Cuántos días de vacaciones me quedan este año?
months-years | es | q:2026-Q1 | En el primer trimestre la facturación creció un 3%.
months-years | es | q:2024-Q3 | El tercer trimestre de 2024 se cerró con pérdidas.
months-years | es | y:1990 | Pon música de los años 90.
months-years | es | y:1980 | En los ochenta Madrid vivió la Movida.
months-years | es | p:2025-06-01T00:00..2025-09-23T00:00 | El verano pasado estuvimos en Asturias.
months-years | es | p:2026-12-01T00:00..2027-03-21T00:00 | El próximo invierno quiero aprender a esquiar.
months-years | es | p:2026-09-01T00:00..2026-12-22T00:00 | En otoño empiezan las obras en casa.
months-years | es | m:2026-09 | En septiembre mi hijo empieza primaria.
months-years | es | m:2025-01 | En enero del año pasado cambié de trabajo.
months-years | es | m:2026-08 | Durante el mes de agosto la oficina permanece cerrada.
months-years | es | m:2026-04 | En abril gasté más de lo normal.
months-years | es | y:1998 | Terminé el bachillerato en 1998.
months-years | es | q:2026-Q1 | El trimestre pasado bajaron las ventas.
months-years | es | m:2026-04 | El mes pasado pagué dos recibos de la luz.
months-years | es | p:2026-06-01T00:00..2026-09-23T00:00 | Este verano nos vamos a Cádiz.
months-years | es | m:2026-06 | El mes que viene renuevo el contrato.
months-years | es | m:2026-10 | El festival vuelve en octubre.
months-years | es | y:2015 | A mediados de 2015 la empresa salió a bolsa.
months-years | es | y:2000 | A principios de los 2000 el grupo era muy conocido.
times-of-day | es | t:17:30 | Quedamos a las cinco y media de la tarde.
times-of-day | es | t:18:15 | La reunión es a las 18 y cuarto.
times-of-day | es | t:19:00 | Paso por tu casa sobre las siete de la tarde.
times-of-day | es | p:2026-05-19T06:00..2026-05-19T12:00 | Esta mañana me he dejado las llaves en la oficina.
times-of-day | es | p:2026-05-18T18:00..2026-05-19T06:00 | Anoche dormí fatal.
times-of-day | es | p:2026-05-19T18:00..2026-05-20T06:00 | Esta noche se esperan lluvias fuertes en el norte.
times-of-day | es | t:09:30 | Despiértame a las 9 y media.
times-of-day | es | t:15:00 | El tren sale a las tres de la tarde.
times-of-day | es | t:00:00 | La oferta acaba a medianoche.
times-of-day | es | t:20:30 | Reserva para las 20:30.
times-of-day | es | t:07:45 | Pon el despertador a las 8 menos cuarto.
times-of-day | es | t:05:50 | El primer autobús pasa a las seis menos diez.
times-of-day | es | t:17:00 | La farmacia abre a las 17 en punto.
times-of-day | es | dt:2026-05-20T07:00 | Mañana a las 7 de la mañana salgo a correr.
times-of-day | es | dt:2026-05-19T21:00 | Hablamos esta noche a las 9.
times-of-day | es | p:2026-05-19T12:00..2026-05-19T21:00 | Esta tarde tengo reunión.
times-of-day | es | p:2026-05-20T06:00..2026-05-20T14:00 | El técnico viene mañana por la mañana.
times-of-day | es | t:13:30 | Comemos a las 13.30 en casa de Mario.
times-of-day | es | t:01:00 | Volví a la una de la madrugada.
times-of-day | es | t:13:30 | La cita es a la una y media de la tarde.
times-of-day | es | p:2026-05-20T12:00..2026-05-20T15:00 | ¿Comemos mañana a mediodía?
times-of-day | es | t:12:00 | La misa es a las doce del mediodía.
times-of-day | es | t:07:00 | El gimnasio abre a las 7 de la mañana.
times-of-day | es | t:10:00 | Me paso sobre las 10.
times-of-day | es | p:2026-05-22T18:00..2026-05-23T00:00 | ¿Vamos al cine el viernes por la noche?
times-of-day | es | p:2026-05-20T15:00..2026-05-20T21:00 | Hablamos mañana a última hora de la tarde.
times-of-day | es | t:07:40 | El despertador suena a las siete y cuarenta.
times-of-day | es | t:21:00 | El concierto empieza a las 21 horas.
times-of-day | es | t:05:00 | El vuelo sale a las 5 de la madrugada.
times-of-day | es | t:23:00 | El bar cierra a las once de la noche.
times-of-day | es | p:2026-05-18T12:00..2026-05-18T21:00 | Ayer por la tarde vi el partido.
times-of-day | es | p:2026-05-19T18:00..2026-05-20T06:00 | ¿Qué hacemos esta noche?
times-of-day | es | t:16:15 | Tenemos hora a las cuatro y cuarto de la tarde.
times-of-day | es | t:08:40 | El autobús sale a las nueve menos veinte de la mañana.
times-of-day | es | t:18:10 | ponme un aviso a las seis y diez de la tarde
times-of-day | es | p:2026-05-21T06:00..2026-05-21T14:00 | ¿Puedes el jueves por la mañana?
times-of-day | es | dt:2026-05-22T19:00 | El viernes a las 7 de la tarde en casa de Marta.
times-of-day | es | t:22:45 | Última entrada a las 22:45.
times-of-day | es | dt:2026-05-20T16:00 | Mañana a las 4 de la tarde en punto.
times-of-day | es | t:04:00 | Me desperté a las cuatro de la madrugada.
windows | es | w:2026-05-18 | ¿Cuántas reuniones tengo esta semana?
windows | es | w:2026-05-25 | La semana que viene estoy de vacaciones.
windows | es | w:2026-05-25 | La próxima semana empiezo el curso.
windows | es | r:2026-05-11..2026-05-17 | ¿Cuánto gasté la semana pasada?
windows | es | p:2026-05-23T00:00..2026-05-25T00:00 | El fin de semana ordeno el garaje.
windows | es | p:2026-05-23T00:00..2026-05-25T00:00 | ¿Qué hacemos este finde?
windows | es | p:2026-05-16T00:00..2026-05-18T00:00 | El fin de semana pasado fuimos a la sierra.
windows | es | r:2026-05-03..2026-05-05 | Estuve en Sevilla entre el 3 y el 5 de mayo.
windows | es | r:2026-06-03..2026-06-05 | Estoy en Bilbao del 3 al 5 de junio.
windows | es | r:2026-05-20T20:00..2026-05-20T21:00 | Llámame mañana entre las 8 y las 9 de la noche.
windows | es | r:2026-05-19T15:00..2026-05-19T17:00 | Hoy de 15 a 17 estoy en una llamada.
windows | es | r:2026-04-19..2026-05-19 | Enséñame las transferencias de los últimos 30 días.
windows | es | r:2026-05-19T14:05..2026-05-19T16:05 | ¿Tengo algo en las próximas dos horas?
windows | es | m:2026-06 | ¿Qué tengo el mes que viene?
windows | es | p:2026-06-01T00:00..2026-06-11T00:00 | Las obras empiezan a principios de junio.
windows | es | m:2026-07 | Volvemos a mediados de julio.
windows | es | p:2026-05-21T00:00..2026-06-01T00:00 | La nómina llega a final de mes.
windows | es | r:2026-05-19..2026-05-22 | Estoy fuera hasta el viernes.
windows | es | r:2026-05-25..2026-05-27 | La semana que viene trabajo desde casa de lunes a miércoles.
windows | es | r:2026-05-04..2026-05-19 | Enséñame las fotos de los últimos 15 días.
windows | es | r:2026-07-10..2026-08-20 | La piscina abre del 10 de julio al 20 de agosto.
windows | es | r:2026-05-23T09:00..2026-05-23T13:00 | El sábado la oficina abre de 9 a 13.
windows | es | r:2026-01-01..2026-05-19 | ¿Cuánto he ganado en lo que va de año?
windows | es | r:2026-06-10..2026-06-15 | Las inscripciones están abiertas entre el 10 y el 15 de junio.
windows | es | r:2026-05-18T14:05..2026-05-19T14:05 | ¿Qué archivos modifiqué en las últimas 24 horas?
windows | es | r:2026-05-14T00:00..2026-05-19T14:05 | ¿Cuántos correos han llegado desde el jueves pasado?
windows | es | r:2026-05-19T19:00..2026-05-19T22:00 | Esta noche estamos en el bar de 7 a 10.
windows | es | r:2026-06-01..2026-06-15 | Buscamos piso para la primera quincena de junio.
windows | es | r:2026-05-19..2026-05-31 | Tengo que terminar tres informes de aquí a final de mes.
windows | es | r:2026-05-12..2026-05-19 | ¿Qué he escuchado en la última semana?
windows | es | r:2010-01-01..2014-12-31 | Entre 2010 y 2014 las exportaciones se duplicaron.
windows | es | r:2026-05-19T14:05..2026-05-19T15:05 | El mensajero llegará en la próxima hora.
windows | es | r:2026-05-22..2026-05-25 | Estaremos fuera de viernes a lunes.
holidays | es | d:2026-12-25 | ¿Dónde comemos el día de Navidad?
holidays | es | d:2026-12-31 | ¿Qué hacemos en Nochevieja?
holidays | es | d:2026-12-24 | En Nochebuena cenamos en casa de mis padres.
holidays | es | d:2027-01-06 | Los niños abren los regalos el día de Reyes.
holidays | es | d:2027-01-06 | En Reyes nos juntamos en casa de la abuela.
holidays | es | d:2027-01-05 | La cabalgata es la víspera de Reyes.
holidays | es | p:2027-03-21T00:00..2027-03-29T00:00 | En Semana Santa nos vamos a Sevilla.
holidays | es | p:2026-03-29T00:00..2026-04-06T00:00 | En Semana Santa estuvimos en la playa.
holidays | es | d:2027-03-25 | El Jueves Santo es festivo en casi toda España.
holidays | es | d:2027-03-26 | ¿Abre el museo el Viernes Santo?
holidays | es | d:2027-05-02 | Por el Día de la Madre le regalaremos un viaje.
holidays | es | d:2026-05-03 | El Día de la Madre comimos todos juntos en casa de la abuela.
holidays | es | d:2027-03-19 | Para el Día del Padre le compro una corbata.
holidays | es | d:2026-10-12 | El Día de la Hispanidad hay desfile militar en Madrid.
holidays | es | d:2026-11-01 | El Día de Todos los Santos cae en domingo este año.
holidays | es | d:2026-12-06 | El Día de la Constitución es festivo nacional.
holidays | es | d:2026-12-08 | En la Inmaculada ponemos el árbol.
holidays | es | d:2027-01-01 | El día de Año Nuevo no abre nadie.
holidays | es | d:2027-02-14 | Para San Valentín reservo una cena.
holidays | es | d:2026-06-24 | El día de San Juan es festivo en Cataluña.
holidays | es | p:2026-06-23T18:00..2026-06-24T06:00 | La noche de San Juan hacemos hogueras en la playa.
holidays | es | d:2026-05-01 | El Día del Trabajador hubo manifestaciones en toda España.
holidays | es | dt:2026-12-24T21:00 | La cena de Nochebuena es a las 21:00.
holidays | es | d:2026-12-31 | ¿Qué planes tienes para Fin de Año?
holidays | es | d:2027-03-28 | El Domingo de Resurrección vamos a misa.
holidays | es | d:2027-03-29 | El Lunes de Pascua es festivo en Valencia.
holidays | es | d:2025-12-25 | El día de Navidad de 2025 nevó en Burgos.
holidays | es | d:2027-02-09 | ¿Te disfrazas el martes de Carnaval?
holidays | es | d:2026-12-26 | Por San Esteban comemos canelones.
holidays | es | d:2026-11-02 | El Día de Difuntos vamos al cementerio.
holidays | es | d:2026-11-27 | Espera al Black Friday para comprar la tele.
holidays | es | d:2026-05-15 | El día de San Isidro fuimos a la pradera.
durations | es | dur:PT2H | Bloquea 2 horas para estudiar.
durations | es | dur:PT30M | Pon un temporizador de media hora.
durations | es | dur:PT1H30M | La película dura hora y media.
durations | es | dur:PT15M | Déjalo cocer un cuarto de hora.
durations | es | dur:P3W | Estaré fuera tres semanas.
durations | es | dur:P10D | Suspende la suscripción durante 10 días.
durations | es | dur:PT5M | Temporizador de 5 minutos para el té.
durations | es | dur:PT45M | La clase dura 45 minutos.
durations | es | dur:P1Y | El contrato es por un año.
durations | es | dur:P2M | Pedí una excedencia de dos meses.
durations | es | dur:PT3H20M | El viaje en tren dura 3 horas y 20 minutos.
durations | es | dur:P15D | Estuvimos quince días en Grecia.
durations | es | dur:PT1H | Se tarda una horita.
durations | es | dur:PT20M | Deja reposar la masa veinte minutos.
durations | es | dur:P6M | La garantía cubre seis meses.
durations | es | dur:PT90S | Calienta la leche 90 segundos.
durations | es | dur:P3D | Estamos organizando un viaje de tres días a Lisboa.
durations | es | dur:PT2H30M | La reunión duró dos horas y media.
durations | es | dur:P14D | Tengo una baja de catorce días.
durations | es | dur:PT10M | Dame diez minutos.
numbers | es | n:23 | Necesitamos veintitrés sillas.
numbers | es | n:31 | Pide treinta y una camisetas para el equipo.
numbers | es | n:12 | Añade una docena de huevos a la lista.
numbers | es | n:1500 | Importa las primeras 1.500 filas.
numbers | es | n:2.5 | Pon el volumen a 2,5.
numbers | es | n:100 | Imprime cien folletos.
numbers | es | n:1000 | Necesito mil euros.
numbers | es | nr:3..5 | Busca pisos de entre 3 y 5 habitaciones.
numbers | es | n:42 | Mándame las últimas cuarenta y dos fotos.
numbers | es | n:10 | Enséñame los últimos 10 correos.
numbers | es | n:16 | Reserva dieciséis plazas.
numbers | es | n:7 | Quiero siete copias.
numbers | es | n:250 | Compra doscientos cincuenta gramos de jamón.
numbers | es | n:15 | Dame quince ejemplos.
numbers | es | n:2 | Pon un par de cervezas en la nevera.
numbers | es | n:500 | Sube quinientas fotos al álbum.
numbers | es | n:6 | Compra media docena de huevos.
numbers | es | n:21 | Somos veintiuno en el grupo.
numbers | es | n:3000000 | La empresa facturó tres millones.
numbers | es | n:99 | Añade noventa y nueve entradas.
no-date | es | none | Domingo es mi vecino del quinto.
no-date | es | none | Mercedes me ha pedido el informe.
no-date | es | none | ¿Has visto Los lunes al sol?
no-date | es | none | El señor Marzo está en la sala de espera.
no-date | es | none | La doctora Abril te atenderá enseguida.
no-date | es | none | Mi hija tiene 12 años.
no-date | es | none | El Madrid ganó 3-1 al Barça.
no-date | es | none | Cien años de soledad es mi libro favorito.
no-date | es | none | Vivo en la calle Dos de Mayo, 14.
no-date | es | none | Quedamos en la Puerta del Sol.
no-date | es | none | El Mundo publicó la entrevista.
no-date | es | none | Pásame la sal, por favor.
no-date | es | none | Saqué un 8 en matemáticas.
no-date | es | none | Tengo tres hijos y un perro.
no-date | es | none | He comprado una mona de Pascua enorme.
no-date | es | none | El árbol de Navidad sigue en el trastero.
no-date | es | none | Los Reyes Católicos unificaron los reinos.
no-date | es | none | Leonor Domingo es la nueva directora.
no-date | es | none | El Día de la Marmota es una película divertida.
no-date | es | none | La Primavera de Botticelli está en los Uffizi.
no-date | es | none | Imprime el documento en A4 a doble cara.
no-date | es | none | El partido acabó 2 a 0.
no-date | es | none | Lee el capítulo 12 para la próxima clase.
no-date | es | none | El 2 es mi número favorito.
no-date | es | none | Plácido Domingo cantó en el Liceo.
no-date | es | none | Viven en el tercero B.
no-date | es | none | Juan Pablo Segundo visitó España varias veces.
no-date | es | none | Mi abuela tiene 90 años.
no-date | es | none | La proporción es de 3 a 1.
no-date | es | none | Compré el iPhone 15 de segunda mano.
no-date | es | none | Se ha jubilado con sesenta y cinco años.
no-date | es | none | Me encanta la canción Un año más de Mecano.
no-date | es | none | Trabaja en el turno de noche.
no-date | es | none | El Diario de Sevilla ha cambiado de director.
no-date | es | none | Ha ganado el primer premio.
no-date | es | none | Compra El Jueves en el quiosco.
no-date | es | none | El hotel tiene cinco estrellas.
`;
