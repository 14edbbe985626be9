/**
 * The classroom PDP-1 ({@code pdp1.jar serve}, docs/classroom.md): a Jetty web server that gives
 * every browser tab a PDP-1 of its own, run on the server at the real machine's speed, and sends
 * the tab the CRT's points, the lamps and the paper over a WebSocket; a machine can also be
 * watched read-only by many tabs. The page is static files in the jar ({@code /web/}).
 */
package pdp1.serve;
