import type { ChatView } from '../../../machines/chat';

/** The room's user list, streamed while open. Lists stay small (a page of viewers), so no virtualizer. */
export function UserList({ view }: { view: ChatView }) {
  const { userList } = view;
  return (
    <section className="chat-users" aria-label="Users in the room" data-state={userList.state}>
      <div className="chat-users-head">
        <button
          type="button"
          aria-expanded={userList.state === 'shown'}
          onClick={userList.state === 'shown' ? view.closeUserList : view.openUserList}
        >
          Users ({view.userCount})
        </button>
        {userList.state === 'shown' && (
          <label>
            Sort by{' '}
            <select
              value={userList.sort}
              onChange={(event) => view.sortUsers(event.target.value === 'username' ? 'username' : 'tokens')}
            >
              <option value="tokens">Tokens</option>
              <option value="username">Username</option>
            </select>
          </label>
        )}
      </div>
      {userList.state === 'shown' && (
        <>
          <ul data-testid="chat-user-list">
            {userList.users.map((user) => (
              <li key={user.username}>
                <span>{user.username}</span> <span className="chat-user-tokens">{user.tokens ?? 0}</span>
              </li>
            ))}
          </ul>
          <p data-testid="chat-guests">{userList.guests} guests</p>
        </>
      )}
    </section>
  );
}
