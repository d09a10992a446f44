import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const Route = createFileRoute('/')({ component: Home });

const root = getRouteApi('__root__');

function Home() {
  const { t } = useTranslation();
  const { site } = root.useLoaderData();
  return <h1>{site.heading ?? t('home.heading', { site: site.displayName })}</h1>;
}
