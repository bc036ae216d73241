import { createContext } from 'react';
import type { PublicViewApi } from '../public-api';

/**
 * How a link field's picker asks for records (the share's `nested` endpoint, docs/API.md "Link pickers"). The form
 * page provides it, so the inputs keep one props shape whatever they ask the server.
 */
export const LinkChoicesContext = createContext<PublicViewApi['linkChoices'] | undefined>(undefined);
