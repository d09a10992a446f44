import { useId } from 'react';

/** A button that, when disabled, says why in the words of the rule that failed. */
export function ActionButton({
  label,
  whyNot,
  onClick,
  type = 'button',
}: {
  label: string;
  whyNot: string | null;
  /** Not needed for a form's submit button (the form's onSubmit acts). */
  onClick?: () => void;
  type?: 'button' | 'submit';
}) {
  const reasonId = useId();
  return (
    <span className="show-action">
      <button
        type={type}
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
