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
import { SendButton } from '../../ui/send-button';
import '../../ui/popover-attributes';

type ErrorKey = 'validation.writeNumber' | 'validation.phoneDigits' | 'validation.validPhone' | 'errors.callMeFailedField';

const PANEL_ID = 'call-me-panel';

export function CallMeWidget() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<ErrorKey | null>(null);
  /** The site's limit on call-backs, with the wait (a 429): said in the field, once, and the number kept. */
  const [limited, setLimited] = useState<string | null>(null);
  const [sent, setSent] = useState<false | 'sent' | 'queued'>(false);
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

  // The panel is an HTML popover: its button opens it, and Escape, a tap outside or its close button
  // shut it, with or without this code. Awake, opening puts the visitor in the field, and closing
  // clears the field, hides the error and resets the prompt (SPEC 4).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        inputRef.current?.focus();
        return;
      }
      setPhone('');
      setError(null);
      setLimited(null);
      setSent(false);
      reset();
    };
    panel.addEventListener('toggle', onToggle);
    // Opened before the widget's code woke: the visitor is put in the field as they would have been.
    const focus = document.activeElement;
    if (panel.matches(':popover-open') && (!focus || focus === document.body || focus.closest('.call-me'))) inputRef.current?.focus();
    return () => panel.removeEventListener('toggle', onToggle);
  }, [reset]);

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
      <div ref={panelRef} id={PANEL_ID} className="call-me-panel" popover="auto" role="dialog" aria-labelledby="call-me-title">
        <div className="call-me-head">
          <h2 id="call-me-title" className="call-me-title">
            {t('widgets.callMe.greeting')}
          </h2>
          <button
            type="button"
            className="call-me-close"
            aria-label={t('common.close')}
            popovertarget={PANEL_ID}
            popovertargetaction="hide"
          >
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
          <SendButton
            className="button call-me-submit"
            aria-disabled={callMe.isPending || undefined}
            aria-busy={callMe.isPending || undefined}
          >
            <PhoneIcon />
            {callMe.isPending ? t('widgets.callMe.sending') : t('widgets.callMe.submit')}
          </SendButton>
        </form>
      </div>
      <button type="button" className="widget-button call-me-toggle" popovertarget={PANEL_ID} aria-label={t('widgets.callMe.open')}>
        <span className="call-me-toggle-open">
          <PhoneIcon />
        </span>
        <span className="call-me-toggle-close">
          <CloseIcon />
        </span>
      </button>
    </div>
  );
}
