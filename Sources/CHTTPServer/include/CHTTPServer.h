/* CHTTPServer: `formshot preview`'s HTTP server, libmicrohttpd behind a small non-variadic API
 * (Swift cannot call MHD_start_daemon's varargs). Requests are parsed by libmicrohttpd; this
 * file only gathers a request's fields and body and hands them to one handler, and streams
 * Server-Sent Events from a reader that may block. One thread per connection, so a blocked
 * event stream never holds up other requests. */
#ifndef FORMSHOT_CHTTPSERVER_H
#define FORMSHOT_CHTTPSERVER_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Bodies larger than this are refused (413): the server only takes small form posts. */
#define FS_HTTP_MAX_BODY 65536

typedef struct fs_http_request {
  const char *method;
  const char *path;
  /* Header values, NULL when absent. */
  const char *host;
  const char *origin;
  /* The URL's query arguments are read through fs_http_query (NULL when absent). */
  void *connection;
  const uint8_t *body;
  size_t body_size;
} fs_http_request;

typedef struct fs_http_response {
  int status;
  /* A static or long-lived string. */
  const char *content_type;
  /* malloc'ed by the handler, freed by the server. */
  uint8_t *body;
  size_t body_size;
  /* Non-zero: answer with an event stream; `stream` is passed to the reader. */
  int is_stream;
  void *stream;
} fs_http_response;

typedef void (*fs_http_handler)(void *context, const fs_http_request *request,
                                fs_http_response *response);
/* Fills `buffer` with up to `max` bytes of the stream: returns the count, 0 for none yet (the
 * reader waited and has nothing: the server sends a keep-alive comment), -1 to end the stream. */
typedef long (*fs_http_stream_reader)(void *context, void *stream, uint8_t *buffer, size_t max);
typedef void (*fs_http_stream_closed)(void *context, void *stream);

typedef struct fs_http_server fs_http_server;

/* Starts listening on `address` (an IPv4 dotted quad or an IPv6 address without brackets)
 * at `port` (0: any free port). NULL on failure, with the reason in `message`. */
fs_http_server *fs_http_start(const char *address, uint16_t port, fs_http_handler handler,
                              fs_http_stream_reader reader, fs_http_stream_closed closed,
                              void *context, char message[256]);

/* The port the server listens on. */
uint16_t fs_http_port(fs_http_server *server);

/* A query argument of the request being handled (valid during the handler call). */
const char *fs_http_query(const fs_http_request *request, const char *name);

/* Stops accepting, waits for every connection thread to finish (readers must return -1 by
 * then) and frees the server. */
void fs_http_stop(fs_http_server *server);

#endif
