// react-dom ships this entry without its own types; it has the same Web-stream API as react-dom/server's.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
