// A call's form and its POST, apart from the schemas and the envelope (no zod): what sends a call before
// the rest of the client has loaded. `@fair28/client/form`.
export { callForm, callUrl, type RequestBodyOptions } from './request-body';
export { type PostAnswer, postForm } from './xhr-post';
