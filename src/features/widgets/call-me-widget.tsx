// Spain host: the call-me widget (SPEC 2 and 4). Closed, then open; on close the field is cleared, the
// error hidden and the prompt reset. Submit ends in a validation error, the success prompt or a failure.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PhoneField } from '../../ui/phone-field';
import { validatePhone } from './phone-rules';
import { useCallMe } from './use-call-me';
import { isQueuedAnswer } from '../../offline/outbox-kinds';
import { CloseIcon, PhoneIcon } from './widget-icons';
import './widgets.css';
import { HoneypotField } from '../../ui/honeypot-field';
import { refusalMessage } from '../../state/error-catalogue';

type ErrorKey = 'validation.writeNumber' | 'validation.phoneDigits' | 'validation.validPhone' | 'errors.callMeFailedField';

export function CallMeWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<ErrorKey | null>(null);
  /** The site's limit on call-backs, with the wait (a 429): said in the field, once, and the number kept. */
  const [limited, setLimited] = useState<string | null>(null);
  const [sent, setSent] = useState<false | 'sent' | 'queued'>(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const callMe = useCallMe({
    onSuccess: (answer) => {
      setSent(isQueuedAnswer(answer) ? 'queued' : 'sent');
      setPhone('');
    },
    onError: (failure) => {
      const waitMessage = refusalMessage(failure, t);
      if (waitMessage) {
        setLimited(waitMessage);
        return;
      }
      // Once, in the field the visitor is looking at (SPEC 8's field message), not again as a snackbar.
      setError('errors.callMeFailedField');
    },
  });
  const { reset } = callMe;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setPhone('');
    setError(null);
    setLimited(null);
    setSent(false);
    reset();
    if (returnFocus) toggleRef.current?.focus();
  };
  // The listeners below call the latest `close` without subscribing again on every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  const closeFromOutside = (returnFocus: boolean) => closeRef.current(returnFocus);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeFromOutside(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      closeFromOutside(false);
      // A click on nothing focusable leaves focus on the body; give it back to the button.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body || !document.activeElement) toggleRef.current?.focus();
      });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (callMe.isPending) return;
    const result = validatePhone(phone);
    setPhone(result.phone);
    setError(result.error);
    setLimited(null);
    setSent(false);
    if (result.error) inputRef.current?.focus();
    else callMe.mutate(result.phone);
  };

  return (
    <div className="floating-widgets call-me">
      {open && (
        <div ref={panelRef} id="call-me-panel" className="call-me-panel" role="dialog" aria-modal="false" aria-labelledby="call-me-title">
          <div className="call-me-head">
            <h2 id="call-me-title" className="call-me-title">
              {t('widgets.callMe.greeting')}
            </h2>
            <button type="button" className="call-me-close" aria-label={t('common.close')} onClick={() => close(true)}>
              <CloseIcon />
            </button>
          </div>
          <p className={`call-me-prompt${sent ? ' sent' : ''}`} role="status">
            {sent === 'queued' ? t('offline.queued') : sent ? t('common.success.phoneSent') : t('widgets.callMe.prompt')}
          </p>
          <form noValidate onSubmit={onSubmit}>
            <HoneypotField />
            <PhoneField
              id="call-me-phone"
              label={t('widgets.callMe.phoneLabel')}
              hint={t('widgets.callMe.phoneHint')}
              value={phone}
              onChange={(value) => setPhone(value)}
              error={error ? t(error) : (limited ?? undefined)}
              required
              inputRef={inputRef}
            />
            <button
              type="submit"
              className="button call-me-submit"
              aria-disabled={callMe.isPending || undefined}
              aria-busy={callMe.isPending || undefined}
            >
              <PhoneIcon />
              {callMe.isPending ? t('widgets.callMe.sending') : t('widgets.callMe.submit')}
            </button>
          </form>
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="widget-button call-me-toggle"
        aria-expanded={open}
        aria-controls={open ? 'call-me-panel' : undefined}
        aria-label={t('widgets.callMe.open')}
        onClick={() => (open ? close(true) : setOpen(true))}
      >
        {open ? <CloseIcon /> : <PhoneIcon />}
      </button>
    </div>
  );
}
