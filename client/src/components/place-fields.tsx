import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './ui/form-field';

export type PlaceField = 'placeName' | 'placeAddress' | 'mapUrl' | 'onlineUrl';

/**
 * Where people meet, as the events' and the study groups' forms ask it: a place and its address,
 * a map link and an online link, in one fieldset. The form owns the fields (`register`) and
 * their messages (`error`); the words are the caller's, since each says them its own way.
 */
export function PlaceFields({
  legend,
  labels,
  onlineHint,
  register,
  error,
}: {
  legend: string;
  labels: Record<PlaceField, string>;
  onlineHint?: string | undefined;
  register: (name: PlaceField) => UseFormRegisterReturn;
  error: (name: PlaceField) => string | undefined;
}) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-navy-100 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={labels.placeName} error={error('placeName')} {...register('placeName')} />
        <TextField
          label={labels.placeAddress}
          error={error('placeAddress')}
          {...register('placeAddress')}
        />
      </div>
      <TextField
        label={labels.mapUrl}
        type="url"
        placeholder="https://"
        error={error('mapUrl')}
        {...register('mapUrl')}
      />
      <TextField
        label={labels.onlineUrl}
        hint={onlineHint}
        type="url"
        placeholder="https://"
        error={error('onlineUrl')}
        {...register('onlineUrl')}
      />
    </fieldset>
  );
}
