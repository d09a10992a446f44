import { formatSeconds } from './format';

export interface BillingView {
  flow: 'private' | 'spy' | 'limited';
  dataState: string;
  pricePerMinute: number | null;
  prepaidSecondsLeft: number | null;
  tokensCharged: number;
  /** Seconds the balance keeps the show going; null when the show is not billed per minute. */
  predictedSecondsLeft: number | null;
  warning?: boolean;
}

const flowNames = { private: 'Private show', spy: 'Spy session', limited: 'Ticket show' } as const;

/** The live billing panel: what the running paid show costs and how long the balance lasts. */
export function BillingPanel({ view }: { view: BillingView }) {
  return (
    <section
      aria-label="Billing"
      data-testid={`billing-${view.flow}`}
      data-state={view.dataState}
      data-warning={view.warning ? 'true' : undefined}
      className="billing-panel"
    >
      <h2>{flowNames[view.flow]}</h2>
      <dl>
        <dt>State</dt>
        <dd data-testid="billing-state">{view.dataState}</dd>
        {view.pricePerMinute !== null && (
          <>
            <dt>Price</dt>
            <dd data-testid="billing-price">{view.pricePerMinute} tokens/min</dd>
          </>
        )}
        {view.prepaidSecondsLeft !== null && (
          <>
            <dt>Prepaid time left</dt>
            <dd data-testid="billing-prepaid">{formatSeconds(view.prepaidSecondsLeft)}</dd>
          </>
        )}
        <dt>Charged so far</dt>
        <dd data-testid="billing-charged">{view.tokensCharged} tokens</dd>
        <dt>Predicted end</dt>
        <dd data-testid="billing-predicted">
          {view.predictedSecondsLeft === null
            ? 'at the end of the show'
            : `in ${formatSeconds(view.predictedSecondsLeft)}`}
        </dd>
      </dl>
      {view.warning && <p role="alert">Less than a minute left.</p>}
    </section>
  );
}
