// hls.js ships one declaration file for both builds; its light build (package export "./light") has the same API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
