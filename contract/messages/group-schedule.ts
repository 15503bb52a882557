import type { TranslationOf } from './translation';

/**
 * A study group's meetings on its page: what members read (the rule in words, the next
 * meetings) and the leader's form. English is the source; Spanish and Portuguese have the same ids.
 */
export const groupScheduleEn = {
  // `gender` (the first day's, which Portuguese words agree with) changes nothing in English or Spanish.
  'repeat.words':
    '{gender, select, other {{frequency, select, monthly {{interval, plural, one {on the {week, select, 1 {first} 2 {second} 3 {third} 4 {fourth} other {last}} {days} of each month} other {on the {week, select, 1 {first} 2 {second} 3 {third} 4 {fourth} other {last}} {days} of every # months}}} other {{interval, plural, one {every {days}} other {every # weeks on {days}}}}}}}',
  'groups.schedule.heading': 'Meetings',
  'groups.schedule.meets': 'Meets {rule}, {start}–{end} ({zone})',
  'groups.schedule.meetsOwnWay': 'Meets regularly, {start}–{end} ({zone})',
  'groups.schedule.none': 'No meetings are scheduled yet.',
  'groups.schedule.loadFailed': 'The meetings could not be loaded.',
  'groups.schedule.next': 'Next meetings, in your time zone ({zone})',
  'groups.schedule.eventPage': 'See the meetings in the calendar',
  'groups.schedule.set': 'Set meetings',
  'groups.schedule.edit': 'Edit meetings',
  'groups.schedule.remove': 'Remove meetings',
  'groups.schedule.removing': 'Removing...',
  'groups.schedule.removeTitle': 'Remove the meetings?',
  'groups.schedule.removeBody':
    'The meetings leave the group’s page and every member’s calendar. You can set them again later.',
  'groups.schedule.removed': 'Meetings removed',
  'groups.schedule.removeFailed': 'The meetings could not be removed.',
  'groups.schedule.saved': 'Meetings saved',
  'groups.schedule.saveFailed': 'The meetings could not be saved.',
  'groups.schedule.dialogTitle': 'The group’s meetings',
  'groups.schedule.dialogLead':
    'Members see them on the group’s page and in the calendar, in their own time zone.',
  'groups.schedule.when': 'When',
  'groups.schedule.where': 'Where',
  'groups.schedule.frequency': 'Repeats',
  'groups.schedule.frequencyChoice': '{frequency, select, monthly {Monthly} other {Weekly}}',
  'groups.schedule.interval': 'Every',
  'groups.schedule.intervalChoice':
    '{frequency, select, monthly {{count, plural, one {month} other {# months}}} other {{count, plural, one {week} other {# weeks}}}}',
  'groups.schedule.days': 'Days of the week',
  'groups.schedule.week': 'Week of the month',
  'groups.schedule.weekChoice':
    '{week, select, 1 {First} 2 {Second} 3 {Third} 4 {Fourth} other {Last}}',
  'groups.schedule.firstDay': 'Starting on',
  'groups.schedule.starts': 'Starts at',
  'groups.schedule.ends': 'Ends at',
  'groups.schedule.timeZone': 'Time zone',
  'groups.schedule.timeZoneHint': 'The group keeps its time there; members also see their own.',
  'groups.schedule.placeName': 'Place',
  'groups.schedule.placeAddress': 'Address',
  'groups.schedule.mapUrl': 'Map link',
  'groups.schedule.onlineUrl': 'Online meeting link',
  'groups.schedule.save': 'Save meetings',
  'groups.schedule.cancel': 'Cancel',
  'rule.groups.scheduleDay': 'Choose at least one day',
} as const;

export const groupScheduleEs: TranslationOf<typeof groupScheduleEn> = {
  'repeat.words':
    '{gender, select, other {{frequency, select, monthly {{interval, plural, one {el {week, select, 1 {primer} 2 {segundo} 3 {tercer} 4 {cuarto} other {último}} {days} de cada mes} other {el {week, select, 1 {primer} 2 {segundo} 3 {tercer} 4 {cuarto} other {último}} {days} cada # meses}}} other {{interval, plural, one {cada {days}} other {cada # semanas, el {days}}}}}}}',
  'groups.schedule.heading': 'Reuniones',
  'groups.schedule.meets': 'Se reúne {rule}, de {start} a {end} ({zone})',
  'groups.schedule.meetsOwnWay': 'Se reúne con regularidad, de {start} a {end} ({zone})',
  'groups.schedule.none': 'Aún no hay reuniones programadas.',
  'groups.schedule.loadFailed': 'No se pudieron cargar las reuniones.',
  'groups.schedule.next': 'Próximas reuniones, en su zona horaria ({zone})',
  'groups.schedule.eventPage': 'Ver las reuniones en el calendario',
  'groups.schedule.set': 'Programar reuniones',
  'groups.schedule.edit': 'Editar reuniones',
  'groups.schedule.remove': 'Quitar reuniones',
  'groups.schedule.removing': 'Quitando...',
  'groups.schedule.removeTitle': '¿Quitar las reuniones?',
  'groups.schedule.removeBody':
    'Las reuniones desaparecen de la página del grupo y del calendario de cada miembro. Puede programarlas de nuevo más tarde.',
  'groups.schedule.removed': 'Reuniones quitadas',
  'groups.schedule.removeFailed': 'No se pudieron quitar las reuniones.',
  'groups.schedule.saved': 'Reuniones guardadas',
  'groups.schedule.saveFailed': 'No se pudieron guardar las reuniones.',
  'groups.schedule.dialogTitle': 'Las reuniones del grupo',
  'groups.schedule.dialogLead':
    'Los miembros las ven en la página del grupo y en el calendario, en su propia zona horaria.',
  'groups.schedule.when': 'Cuándo',
  'groups.schedule.where': 'Dónde',
  'groups.schedule.frequency': 'Se repite',
  'groups.schedule.frequencyChoice': '{frequency, select, monthly {Cada mes} other {Cada semana}}',
  'groups.schedule.interval': 'Cada',
  'groups.schedule.intervalChoice':
    '{frequency, select, monthly {{count, plural, one {mes} other {# meses}}} other {{count, plural, one {semana} other {# semanas}}}}',
  'groups.schedule.days': 'Días de la semana',
  'groups.schedule.week': 'Semana del mes',
  'groups.schedule.weekChoice':
    '{week, select, 1 {Primera} 2 {Segunda} 3 {Tercera} 4 {Cuarta} other {Última}}',
  'groups.schedule.firstDay': 'A partir del',
  'groups.schedule.starts': 'Empieza a las',
  'groups.schedule.ends': 'Termina a las',
  'groups.schedule.timeZone': 'Zona horaria',
  'groups.schedule.timeZoneHint':
    'El grupo mantiene allí su horario; los miembros también ven el suyo.',
  'groups.schedule.placeName': 'Lugar',
  'groups.schedule.placeAddress': 'Dirección',
  'groups.schedule.mapUrl': 'Enlace al mapa',
  'groups.schedule.onlineUrl': 'Enlace de la reunión en línea',
  'groups.schedule.save': 'Guardar reuniones',
  'groups.schedule.cancel': 'Cancelar',
  'rule.groups.scheduleDay': 'Elija al menos un día',
};

export const groupSchedulePt: TranslationOf<typeof groupScheduleEn> = {
  'repeat.words':
    '{frequency, select, monthly {{gender, select, masculine {no {week, select, 1 {primeiro} 2 {segundo} 3 {terceiro} 4 {quarto} other {último}}} other {na {week, select, 1 {primeira} 2 {segunda} 3 {terceira} 4 {quarta} other {última}}}} {days} {interval, plural, one {de cada mês} other {a cada # meses}}} other {{interval, plural, one {{gender, select, masculine {todo} other {toda}} {days}} other {a cada # semanas, {gender, select, masculine {no} other {na}} {days}}}}}',
  'groups.schedule.heading': 'Encontros',
  'groups.schedule.meets': 'Reúne-se {rule}, das {start} às {end} ({zone})',
  'groups.schedule.meetsOwnWay': 'Reúne-se regularmente, das {start} às {end} ({zone})',
  'groups.schedule.none': 'Ainda não há encontros marcados.',
  'groups.schedule.loadFailed': 'Não foi possível carregar os encontros.',
  'groups.schedule.next': 'Próximos encontros, no seu fuso horário ({zone})',
  'groups.schedule.eventPage': 'Ver os encontros no calendário',
  'groups.schedule.set': 'Marcar encontros',
  'groups.schedule.edit': 'Editar encontros',
  'groups.schedule.remove': 'Remover encontros',
  'groups.schedule.removing': 'Removendo...',
  'groups.schedule.removeTitle': 'Remover os encontros?',
  'groups.schedule.removeBody':
    'Os encontros saem da página do grupo e do calendário de cada membro. Você pode marcá-los de novo depois.',
  'groups.schedule.removed': 'Encontros removidos',
  'groups.schedule.removeFailed': 'Não foi possível remover os encontros.',
  'groups.schedule.saved': 'Encontros salvos',
  'groups.schedule.saveFailed': 'Não foi possível salvar os encontros.',
  'groups.schedule.dialogTitle': 'Os encontros do grupo',
  'groups.schedule.dialogLead':
    'Os membros os veem na página do grupo e no calendário, no seu próprio fuso horário.',
  'groups.schedule.when': 'Quando',
  'groups.schedule.where': 'Onde',
  'groups.schedule.frequency': 'Repete-se',
  'groups.schedule.frequencyChoice': '{frequency, select, monthly {Todo mês} other {Toda semana}}',
  'groups.schedule.interval': 'A cada',
  'groups.schedule.intervalChoice':
    '{frequency, select, monthly {{count, plural, one {mês} other {# meses}}} other {{count, plural, one {semana} other {# semanas}}}}',
  'groups.schedule.days': 'Dias da semana',
  'groups.schedule.week': 'Semana do mês',
  'groups.schedule.weekChoice':
    '{week, select, 1 {Primeira} 2 {Segunda} 3 {Terceira} 4 {Quarta} other {Última}}',
  'groups.schedule.firstDay': 'A partir de',
  'groups.schedule.starts': 'Começa às',
  'groups.schedule.ends': 'Termina às',
  'groups.schedule.timeZone': 'Fuso horário',
  'groups.schedule.timeZoneHint': 'O grupo mantém seu horário ali; os membros também veem o deles.',
  'groups.schedule.placeName': 'Local',
  'groups.schedule.placeAddress': 'Endereço',
  'groups.schedule.mapUrl': 'Link do mapa',
  'groups.schedule.onlineUrl': 'Link do encontro online',
  'groups.schedule.save': 'Salvar encontros',
  'groups.schedule.cancel': 'Cancelar',
  'rule.groups.scheduleDay': 'Escolha pelo menos um dia',
};
