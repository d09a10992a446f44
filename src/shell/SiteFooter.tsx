import { useTranslation } from 'react-i18next';
import { useModals } from '../app/shell-actors';
import { changeLanguage, i18n } from '../i18n/i18n';
import { isLanguage, languageCodes, languages } from '../i18n/languages';
import type { Site } from '../site/site';

export function SiteFooter({ site }: { site: Site }) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.footer')}>
        <button type="button" className="button-link" onClick={() => modals.open('terms')}>
          {t('shell.terms')}
        </button>
        <button type="button" className="button-link" onClick={() => modals.open('privacy-policy')}>
          {t('shell.privacy')}
        </button>
      </nav>
      <label className="language-picker">
        {t('shell.language')}{' '}
        <select
          value={i18n.resolvedLanguage}
          onChange={(event) => {
            if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
          }}
        >
          {languageCodes.map((code) => (
            <option key={code} value={code} lang={code}>
              {languages[code].name}
            </option>
          ))}
        </select>
      </label>
      <p className="footer-site">© {site.displayName}</p>
    </footer>
  );
}
