// A call's form and its POST, and the server clock its token field carries, apart from the schemas and
// the envelope (no zod): what sends a call before the rest of the client has loaded.
// `@fair28/client/form`.
export { restoreServerClock, serverClockOffset } from './clock';
export { callForm, callUrl, type RequestBodyOptions } from './request-body';
export { type PostAnswer, postForm } from './xhr-post';
