import {
  EVENT_DATE_INVALID,
  EVENT_ENDS_BEFORE,
  EVENT_TIME_INVALID,
  EVENT_TIME_ZONE_INVALID,
  EVENT_URL_INVALID,
  type GroupSchedule,
} from '@contract/events';
import { describe, expect, it } from 'vitest';
import {
  formFieldOf,
  newScheduleForm,
  SCHEDULE_NEEDS_DAY,
  scheduleFormOf,
  scheduleFormSchema,
  scheduleResolver,
  type ScheduleForm,
} from './schedule-form';

const filled: ScheduleForm = {
  ...newScheduleForm('2026-12-01', 'America/Sao_Paulo'),
  days: ['TU'],
  startTime: '19:00',
  endTime: '20:30',
  placeName: '  Casa da Lídia ',
  mapUrl: 'https://maps.example.com/lidia',
};

const messagesOf = async (form: ScheduleForm) => {
  const result = await scheduleResolver(form, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
};

describe('the meetings form', () => {
  it('reads its fields into the API body', () => {
    expect(scheduleFormSchema.parse(filled)).toEqual({
      startsLocal: '2026-12-01T19:00',
      endsLocal: '2026-12-01T20:30',
      timeZone: 'America/Sao_Paulo',
      rrule: 'FREQ=WEEKLY;BYDAY=TU',
      placeName: 'Casa da Lídia',
      placeAddress: null,
      mapUrl: 'https://maps.example.com/lidia',
      onlineUrl: null,
    });
    expect(
      scheduleFormSchema.parse({
        ...filled,
        frequency: 'monthly',
        interval: '2',
        week: '-1',
        days: ['SA', 'TH'],
      }).rrule,
    ).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1TH,-1SA');
  });

  it('starts the series with its first meeting on or after the day chosen', () => {
    // 28 November 2026 is a Saturday: the first Tuesday after it is 1 December.
    expect(scheduleFormSchema.parse({ ...filled, firstDay: '2026-11-28' })).toMatchObject({
      startsLocal: '2026-12-01T19:00',
      endsLocal: '2026-12-01T20:30',
    });
    const lastSaturday = { ...filled, frequency: 'monthly', week: '-1', days: ['SA'] } as const;
    expect(scheduleFormSchema.parse({ ...lastSaturday, firstDay: '2026-11-28' }).startsLocal).toBe(
      '2026-11-28T19:00',
    );
    expect(scheduleFormSchema.parse({ ...lastSaturday, firstDay: '2026-11-29' }).startsLocal).toBe(
      '2026-12-26T19:00',
    );
  });

  it('shows a kept schedule as it was written, and saves it back unchanged', () => {
    const kept: GroupSchedule = {
      slug: 'study-group-4-meetings',
      // The third Wednesday of December 2026.
      startsLocal: '2026-12-16T19:00',
      endsLocal: '2026-12-16T20:30',
      timeZone: 'America/Sao_Paulo',
      rrule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=3WE',
      placeName: null,
      placeAddress: 'Rua Augusta 10',
      mapUrl: null,
      onlineUrl: 'https://meet.example.com/x',
      next: [],
    };
    const form = scheduleFormOf(kept);
    expect(form).toMatchObject({
      frequency: 'monthly',
      interval: '2',
      week: '3',
      days: ['WE'],
      firstDay: '2026-12-16',
      startTime: '19:00',
      endTime: '20:30',
      placeName: '',
    });
    const { slug: _slug, next: _next, ...body } = kept;
    expect(scheduleFormSchema.parse(form)).toEqual(body);
  });

  it('gives each mistake to the field that holds it, in the contract’s words', async () => {
    expect(await messagesOf(newScheduleForm('', 'Not/AZone'))).toMatchObject({
      firstDay: EVENT_DATE_INVALID,
      startTime: EVENT_TIME_INVALID,
      endTime: EVENT_TIME_INVALID,
      days: SCHEDULE_NEEDS_DAY,
    });
    expect(
      await messagesOf({
        ...filled,
        endTime: '18:00',
        timeZone: 'Not/AZone',
        onlineUrl: 'http://plain.example.com',
      }),
    ).toEqual({
      endTime: EVENT_ENDS_BEFORE,
      timeZone: EVENT_TIME_ZONE_INVALID,
      onlineUrl: EVENT_URL_INVALID,
    });
    expect(await messagesOf(filled)).toEqual({});
  });

  it('shows the server’s field errors by the form’s fields', () => {
    expect(formFieldOf('startsLocal')).toBe('startTime');
    expect(formFieldOf('endsLocal')).toBe('endTime');
    expect(formFieldOf('rrule')).toBe('days');
    expect(formFieldOf('mapUrl')).toBe('mapUrl');
  });
});
