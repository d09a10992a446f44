import { Link } from '@tanstack/react-router';
import type { ModelTile as Tile } from '../queries/browse';
import { eagerThumbnails } from './browse-facts';
import './browse.css';

const statusLabels: Record<Tile['status'], string> = {
  online: 'Live',
  private: 'In private',
  limited: 'Ticket show',
  standby: 'Away',
  connected: 'Cam2cam',
  offline: 'Offline',
};

/** One model on a listing: thumbnail, presence, viewers, name, age, country, subject. */
export function ModelTile({ model, firstScreen = false }: { model: Tile; firstScreen?: boolean }) {
  const name = model.displayName || model.username;
  return (
    <li className="model-tile" data-status={model.status} data-testid="model-tile">
      <Link to="/$username" params={{ username: model.username }} className="model-tile-link">
        <span className="model-tile-thumb">
          {model.thumbUrl && (
            <img
              src={model.thumbUrl}
              alt=""
              loading={firstScreen ? 'eager' : 'lazy'}
              fetchPriority={firstScreen ? 'high' : 'auto'}
              decoding="async"
              width={320}
              height={240}
            />
          )}
          <span className="model-tile-status">{statusLabels[model.status]}</span>
          {model.isNew && <span className="model-tile-badge">New</span>}
          {model.flagList.includes('spy') && <span className="model-tile-badge">Spy</span>}
          {model.status !== 'offline' && (
            <span className="model-tile-viewers">
              {model.chatUserCount} <span className="visually-hidden">viewers</span>
              <span aria-hidden="true"> 👁</span>
            </span>
          )}
        </span>
        <span className="model-tile-name">{name}</span>
      </Link>
      <p className="model-tile-meta">
        {model.age !== null && <span>{model.age}</span>}
        {model.countryCode && <span>{model.countryCode}</span>}
        {model.tags.slice(0, 2).map((tag) => (
          <span key={tag}>#{tag}</span>
        ))}
      </p>
      {model.subject && <p className="model-tile-subject">{model.subject}</p>}
    </li>
  );
}

/** A responsive grid of tiles. */
export function ModelGrid({
  models,
  label,
  className,
}: {
  models: Tile[];
  label: string;
  className?: string;
}) {
  return (
    <ul className={className ? `model-grid ${className}` : 'model-grid'} aria-label={label}>
      {models.map((model, index) => (
        <ModelTile key={model.id} model={model} firstScreen={index < eagerThumbnails} />
      ))}
    </ul>
  );
}
