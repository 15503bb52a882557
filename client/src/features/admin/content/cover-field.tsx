import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ImageUpload } from './image-upload';

/** The cover of an article: the uploaded image is shown while the editor is open. */
export function CoverField({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: string | undefined;
  onChange: (key: string | null) => void;
}) {
  const intl = useIntl();
  const [preview, setPreview] = useState<string | null>(null);
  return (
    <ImageUpload
      label={intl.formatMessage({ id: 'admin.editor.coverOptional' })}
      value={value}
      preview={preview}
      error={error}
      onChange={(media) => {
        setPreview(media?.url ?? null);
        onChange(media?.key ?? null);
      }}
    />
  );
}
