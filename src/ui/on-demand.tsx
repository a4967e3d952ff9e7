// Heavy parts (a map's tiles, a chart's history) in light mode: in their place, a button of the same
// size that loads them; outside light mode, or once pressed, the part itself. The server draws the
// button too, and a press made before the island's code arrived is pressed again once it is awake.
import { useState, type ReactNode } from 'react';
import { useLightMode } from '../state/light-mode';
import './on-demand.css';

/** Whether the part is wanted: outside light mode at once, in it once the visitor asked. */
export function useOnDemand(): { wanted: boolean; ask: () => void } {
  const light = useLightMode();
  const [asked, setAsked] = useState(false);
  return { wanted: !light || asked, ask: () => setAsked(true) };
}

/** The button that stands in for a part until asked: `className` gives it the part's reserved size. */
export function OnDemandButton({ className, label, onAsk }: { className: string; label: string; onAsk: () => void }) {
  return (
    <div className={`${className} on-demand`}>
      <button type="button" className="button secondary" onClick={onAsk}>
        {label}
      </button>
    </div>
  );
}

/** `children` outside light mode, else the button until pressed. */
export function OnDemand({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const { wanted, ask } = useOnDemand();
  return wanted ? <>{children}</> : <OnDemandButton className={className} label={label} onAsk={ask} />;
}
