import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ImageUp from 'lucide-react/icons/image-up';
import X from 'lucide-react/icons/x';
import { TOAST_MS } from '@dfwiki/shared';
import { Button } from '../ui/button';
import { FieldErrorText } from '../ui/field';
import { FieldLabel } from '../ui/field-label';
import { useToast } from '../ui/toast';
import { errorMessage } from '../../lib/api-client';
import { uploadImage } from '../../lib/upload-image';
import { compressImage, isImageFile } from '../../lib/compress-image';

type Status = 'idle' | 'compressing' | 'uploading' | 'uploaded' | 'failed';

export interface ImageUploadProps {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}

/** Image field of the admin forms and the build submission form: pick → Compressing → Uploading → Uploaded (or failed), with preview. */
export function ImageUpload({ label, value, onChange }: ImageUploadProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const busy = status === 'compressing' || status === 'uploading';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!isImageFile(file)) {
      setStatus('failed');
      setError(t('admin.upload.notImage'));
      return;
    }
    try {
      setStatus('compressing');
      const blob = await compressImage(file).catch(() => file); // undecodable here: let the server judge it
      setStatus('uploading');
      const name = `${file.name.replace(/\.[^.]+$/, '') || 'image'}.${blob.type === 'image/webp' ? 'webp' : 'img'}`;
      const result = await uploadImage(blob, name);
      onChange(result.url);
      setStatus('uploaded');
      showToast(t('admin.upload.success'), { type: 'success', timeout: TOAST_MS.weapon });
    } catch (err) {
      setStatus('failed');
      setError(
        err instanceof Error && err.message
          ? t('admin.upload.errorWith', { message: errorMessage(err) })
          : t('admin.upload.failed'),
      );
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-sunken">
          {value ? (
            <img src={value} alt="" className="size-full object-cover" />
          ) : (
            <ImageUp size={24} aria-hidden="true" className="text-fg-muted" />
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              loading={busy}
              onClick={() => inputRef.current?.click()}
              aria-describedby={`${id}-status`}
            >
              {value ? t('admin.upload.replace') : t('admin.upload.choose')}
            </Button>
            {value && (
              <Button
                variant="ghost"
                size="sm"
                icon={<X size={14} aria-hidden="true" />}
                onClick={() => onChange(null)}
                disabled={busy}
              >
                {t('admin.upload.remove')}
              </Button>
            )}
          </div>
          <p
            id={`${id}-status`}
            role="status"
            className={error ? 'text-xs font-medium text-negative' : 'text-xs text-fg-muted'}
          >
            {error ?? (status === 'idle' ? '' : t(`admin.upload.status.${status}`))}
          </p>
        </div>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => void onFile(e)}
      />
    </div>
  );
}

/** An image field of a form with the API's error for it underneath. */
export function ImageField({
  error,
  className,
  ...upload
}: ImageUploadProps & { error: string | null; className?: string }) {
  return (
    <div className={className}>
      <ImageUpload {...upload} />
      <FieldErrorText message={error} />
    </div>
  );
}
