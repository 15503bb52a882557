import type { GroupSchedule } from '@contract/events';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormActions } from '@client/components/form-actions';
import { PlaceFields } from '@client/components/place-fields';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FieldError, SelectField, TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, serverFieldErrors } from '@client/lib/api';
import { dayIn, ownTimeZone, timeZoneChoices, zoneName } from '@client/lib/event-times';
import { useLocalizer } from '@client/lib/localize';
import { frequencies, WEEK_ORDER, weekdayName, weeksOfMonth } from '@client/lib/recurrence';
import { useSaveSchedule } from './api/group-schedule';
import {
  formFieldOf,
  intervals,
  newScheduleForm,
  scheduleFormOf,
  scheduleResolver,
  type ScheduleBody,
  type ScheduleForm,
} from './schedule-form';

const grid = 'grid gap-4 sm:grid-cols-2';
const box = 'min-w-0 space-y-4 rounded-lg border border-navy-100 p-4';
const legend = 'px-1 text-sm font-semibold text-navy-900';

/**
 * The leader's form for the group's meetings: how often (weekly or monthly, on which days), from
 * which day, at what times in which zone, and where (a place, a map, an online link).
 */
export function ScheduleEditor({
  groupId,
  schedule,
  onClose,
}: {
  groupId: number;
  schedule: GroupSchedule | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const save = useSaveSchedule(groupId);
  const daysId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ScheduleForm, unknown, ScheduleBody>({
    resolver: scheduleResolver,
    defaultValues: schedule
      ? scheduleFormOf(schedule)
      : newScheduleForm(dayIn(new Date().toISOString(), ownTimeZone()), ownTimeZone()),
  });
  const { errors } = form.formState;
  const error = (field: keyof ScheduleForm) => errors[field]?.message;
  const [frequency, zone] = useWatch({ control: form.control, name: ['frequency', 'timeZone'] });
  const zones = useMemo(() => timeZoneChoices(zone), [zone]);

  const onSubmit = form.handleSubmit((body) => {
    setFormError(null);
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: intl.formatMessage({ id: 'groups.schedule.saved' }) });
        onClose();
      },
      onError: (e) => {
        const fieldErrors = Object.entries(serverFieldErrors(e));
        for (const [field, [message]] of fieldErrors) {
          if (message) form.setError(formFieldOf(field), { message });
        }
        setFormError(
          fieldErrors.length
            ? null
            : (localizer.text(
                errorMessage(e, intl.formatMessage({ id: 'groups.schedule.saveFailed' })),
              ) ?? null),
        );
      },
    });
  });

  const daysError = error('days');
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[95vh] max-w-2xl overflow-y-auto p-4 sm:p-6">
        <DialogTitle>{intl.formatMessage({ id: 'groups.schedule.dialogTitle' })}</DialogTitle>
        <DialogDescription className="mt-1">
          {intl.formatMessage({ id: 'groups.schedule.dialogLead' })}
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <div className={box}>
            <div className={grid}>
              <SelectField
                label={intl.formatMessage({ id: 'groups.schedule.frequency' })}
                options={frequencies.map((value) => ({
                  value,
                  label: intl.formatMessage(
                    { id: 'groups.schedule.frequencyChoice' },
                    { frequency: value },
                  ),
                }))}
                {...form.register('frequency')}
              />
              <SelectField
                label={intl.formatMessage({ id: 'groups.schedule.interval' })}
                options={intervals.map((count) => ({
                  value: String(count),
                  label: intl.formatMessage(
                    { id: 'groups.schedule.intervalChoice' },
                    { frequency, count },
                  ),
                }))}
                {...form.register('interval')}
              />
            </div>
            {frequency === 'monthly' ? (
              <SelectField
                label={intl.formatMessage({ id: 'groups.schedule.week' })}
                options={weeksOfMonth.map((week) => ({
                  value: String(week),
                  label: intl.formatMessage(
                    { id: 'groups.schedule.weekChoice' },
                    { week: String(week) },
                  ),
                }))}
                {...form.register('week')}
              />
            ) : null}
            <Controller
              control={form.control}
              name="days"
              render={({ field }) => (
                <fieldset
                  aria-describedby={daysError ? `${daysId}-error` : undefined}
                  aria-invalid={daysError ? true : undefined}
                >
                  <legend className="text-sm font-medium text-navy-900">
                    {intl.formatMessage({ id: 'groups.schedule.days' })}
                  </legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {WEEK_ORDER.map((day) => {
                      const checked = field.value.includes(day);
                      return (
                        <label
                          key={day}
                          className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-navy-200 px-3 py-2 text-sm has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-navy-600"
                        >
                          <input
                            type="checkbox"
                            className="size-4 accent-navy-800"
                            checked={checked}
                            onBlur={field.onBlur}
                            onChange={() =>
                              field.onChange(
                                checked
                                  ? field.value.filter((d) => d !== day)
                                  : [...field.value, day],
                              )
                            }
                          />
                          {weekdayName(intl.locale, day)}
                        </label>
                      );
                    })}
                  </div>
                  <div className="mt-2">
                    <FieldError id={`${daysId}-error`} message={daysError} />
                  </div>
                </fieldset>
              )}
            />
          </div>

          <fieldset className={box}>
            <legend className={legend}>{intl.formatMessage({ id: 'groups.schedule.when' })}</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label={intl.formatMessage({ id: 'groups.schedule.firstDay' })}
                type="date"
                error={error('firstDay')}
                {...form.register('firstDay')}
              />
              <TextField
                label={intl.formatMessage({ id: 'groups.schedule.starts' })}
                type="time"
                error={error('startTime')}
                {...form.register('startTime')}
              />
              <TextField
                label={intl.formatMessage({ id: 'groups.schedule.ends' })}
                type="time"
                error={error('endTime')}
                {...form.register('endTime')}
              />
            </div>
            <SelectField
              label={intl.formatMessage({ id: 'groups.schedule.timeZone' })}
              hint={intl.formatMessage({ id: 'groups.schedule.timeZoneHint' })}
              options={zones.map((value) => ({ value, label: zoneName(value) }))}
              error={error('timeZone')}
              {...form.register('timeZone')}
            />
          </fieldset>

          <PlaceFields
            legend={intl.formatMessage({ id: 'groups.schedule.where' })}
            labels={{
              placeName: intl.formatMessage({ id: 'groups.schedule.placeName' }),
              placeAddress: intl.formatMessage({ id: 'groups.schedule.placeAddress' }),
              mapUrl: intl.formatMessage({ id: 'groups.schedule.mapUrl' }),
              onlineUrl: intl.formatMessage({ id: 'groups.schedule.onlineUrl' }),
            }}
            register={(name) => form.register(name)}
            error={error}
          />
          <FormActions
            error={formError}
            cancelLabel={intl.formatMessage({ id: 'groups.schedule.cancel' })}
            onCancel={onClose}
            submitLabel={intl.formatMessage({ id: 'groups.schedule.save' })}
            pendingLabel={intl.formatMessage({ id: 'groups.saving' })}
            pending={save.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
