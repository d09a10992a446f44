import { useId } from 'react';

/** A button that, when disabled, says why in the words of the rule that failed. */
export function ActionButton({
  label,
  whyNot,
  onClick,
}: {
  label: string;
  whyNot: string | null;
  onClick: () => void;
}) {
  const reasonId = useId();
  return (
    <span className="show-action">
      <button
        type="button"
        disabled={whyNot !== null}
        aria-describedby={whyNot ? reasonId : undefined}
        onClick={onClick}
      >
        {label}
      </button>
      {whyNot && (
        <small id={reasonId} data-testid="why-not">
          {whyNot}
        </small>
      )}
    </span>
  );
}
