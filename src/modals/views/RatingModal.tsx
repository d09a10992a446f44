import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** The rating asked for after a private or a long enough ticket show (spec 2 sections 4.3, 4.5). */
/** The registry's view props, spelled out here: importing them from the registry makes a cycle. */
interface RatingModalProps {
  params: Readonly<Record<string, string | number | boolean>>;
  close: () => void;
}

export default function RatingModal({ params, close }: RatingModalProps) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(0);
  return (
    <form
      data-testid="rating-modal"
      data-model={String(params.model ?? '')}
      onSubmit={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <p>{t('rating.body')}</p>
      <fieldset>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="stars"
              value={value}
              checked={stars === value}
              onChange={() => setStars(value)}
            />
            {value}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={stars === 0}>
        {t('rating.submit')}
      </button>
    </form>
  );
}
