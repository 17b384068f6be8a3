import {
  APPLICATION_LIMITS,
  applicationContentSchema,
  type ApplicationContent,
  type ApplicationStatus,
  type PortfolioSummary,
} from '@folio/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.js';
import { Dialog } from '../../components/Dialog.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { StatusOptions } from './ApplicationParts.js';

/**
 * Making or editing an application: everything about it in one form. Saved on the device at once
 * (offline too) and synced after; choosing a portfolio gives the application its private link.
 */
export function ApplicationDialog({
  initial,
  title,
  portfolios,
  onSave,
  onClose,
}: {
  initial: ApplicationContent;
  title: string;
  /** The person's portfolios as last synced (a link is made on one of them). */
  portfolios: readonly PortfolioSummary[];
  onSave: (content: ApplicationContent) => Promise<void>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const set = <K extends keyof ApplicationContent>(key: K, value: ApplicationContent[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicationContentSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the fields.');
      return;
    }
    setBusy(true);
    try {
      await onSave(parsed.data);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'It could not be saved on this device.');
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className="tracker-form" onSubmit={(e) => void submit(e)} noValidate>
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="tracker-form__pair">
          <Field
            label="Company"
            value={draft.company}
            maxLength={APPLICATION_LIMITS.company}
            onChange={(e) => set('company', e.target.value)}
            autoFocus
          />
          <Field
            label="Role"
            value={draft.role}
            maxLength={APPLICATION_LIMITS.role}
            onChange={(e) => set('role', e.target.value)}
          />
        </div>
        <div className="tracker-form__pair">
          <div className="field">
            <label className="field__label" htmlFor={`${formId}-status`}>
              Status
            </label>
            <select
              id={`${formId}-status`}
              className="field__input"
              value={draft.status}
              onChange={(e) => set('status', e.target.value as ApplicationStatus)}
            >
              <StatusOptions />
            </select>
          </div>
          <Field
            label="Applied on"
            type="date"
            value={draft.appliedOn ?? ''}
            onChange={(e) => set('appliedOn', e.target.value || null)}
          />
        </div>
        <div className="tracker-form__pair">
          <Field
            label="Next step"
            value={draft.nextStep}
            maxLength={APPLICATION_LIMITS.nextStep}
            placeholder="Phone screen, follow-up email…"
            onChange={(e) => set('nextStep', e.target.value)}
          />
          <Field
            label="Next step on"
            type="date"
            value={draft.nextStepOn ?? ''}
            onChange={(e) => set('nextStepOn', e.target.value || null)}
          />
        </div>
        <TextAreaField
          label="Job posting"
          hint="Its address, or the text of the posting."
          rows={3}
          value={draft.posting}
          maxLength={APPLICATION_LIMITS.posting}
          onChange={(e) => set('posting', e.target.value)}
        />
        <TextAreaField
          label="Notes"
          rows={3}
          value={draft.notes}
          maxLength={APPLICATION_LIMITS.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${formId}-portfolio`}>
            Portfolio to send
          </label>
          <select
            id={`${formId}-portfolio`}
            className="field__input"
            aria-describedby={`${formId}-portfolio-hint`}
            value={draft.portfolioId ?? ''}
            onChange={(e) => set('portfolioId', e.target.value || null)}
          >
            <option value="">None yet</option>
            {portfolios.map((p) => (
              <option key={p._id} value={p._id}>
                {p.title || 'Untitled portfolio'}
              </option>
            ))}
          </select>
          <p id={`${formId}-portfolio-hint`} className="field__hint">
            The application gets its own private link to this portfolio once it has synced.
          </p>
        </div>
        <label className="tracker-form__check">
          <input
            type="checkbox"
            checked={draft.tracking}
            onChange={(e) => set('tracking', e.target.checked)}
          />
          Count opens of this application’s link
        </label>
      </form>
    </Dialog>
  );
}
