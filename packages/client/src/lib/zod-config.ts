import { z } from 'zod';

// The site's Content-Security-Policy allows no eval: zod's probe for compiled parsers (new Function)
// would be refused and reported as a violation on every page that validates a form, so zod runs its
// plain parsers. Imported before anything that builds a schema, as the setting is read then.
z.config({ jitless: true });
