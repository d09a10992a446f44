import { useModals } from '../app/shell-actors';
import { changeLanguage } from '../i18n/i18n';
import { isLanguage, languageCodes } from '../i18n/language-choice';
import { languages } from '../i18n/languages';
import { useTranslation } from '../i18n/use-translation';
import type { Site } from '../site/site';

export function SiteFooter({ site }: { site: Site }) {
  const { t, language } = useTranslation();
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
          value={language}
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
