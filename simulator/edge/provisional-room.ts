/**
 * PROVISIONAL: a stand-in for GET chat/react/{username} answering only the stream fields, until the
 * simulator branch's room endpoint is merged (it then replaces this file). Every username streams.
 */
import { http } from 'msw';
import { edgeStreamFields } from '.';

export const provisionalRoomHandlers = [
  http.get<{ username: string }>('*/api/chat/react/:username', ({ request, params }) =>
    Response.json({ stream: edgeStreamFields(`${params.username}-stream`, request) }),
  ),
];
