#include "CHTTPServer.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

/* libmicrohttpd is opened when the first server starts, not linked: linked, it and GnuTLS with
 * the eight libraries under it were loaded, relocated and initialised by every formshot process
 * (about 2-3 ms of a render's start-up), although only `formshot preview` serves anything. */
static struct {
  __typeof__(MHD_start_daemon) *start_daemon;
  __typeof__(MHD_stop_daemon) *stop_daemon;
  __typeof__(MHD_get_daemon_info) *get_daemon_info;
  __typeof__(MHD_lookup_connection_value) *lookup_connection_value;
  __typeof__(MHD_create_response_from_buffer) *create_response_from_buffer;
  __typeof__(MHD_create_response_from_callback) *create_response_from_callback;
  __typeof__(MHD_add_response_header) *add_response_header;
  __typeof__(MHD_queue_response) *queue_response;
  __typeof__(MHD_destroy_response) *destroy_response;
} mhd;
static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;
static int mhd_loaded;

static void fs_load_mhd(void) {
  void *library = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
  if (!library) library = dlopen("libmicrohttpd.so", RTLD_NOW | RTLD_LOCAL);
  if (!library) return;
#define FS_MHD_SYMBOL(field, name) \
  if (!(*(void **)&mhd.field = dlsym(library, name))) return;
  FS_MHD_SYMBOL(start_daemon, "MHD_start_daemon")
  FS_MHD_SYMBOL(stop_daemon, "MHD_stop_daemon")
  FS_MHD_SYMBOL(get_daemon_info, "MHD_get_daemon_info")
  FS_MHD_SYMBOL(lookup_connection_value, "MHD_lookup_connection_value")
  FS_MHD_SYMBOL(create_response_from_buffer, "MHD_create_response_from_buffer")
  FS_MHD_SYMBOL(create_response_from_callback, "MHD_create_response_from_callback")
  FS_MHD_SYMBOL(add_response_header, "MHD_add_response_header")
  FS_MHD_SYMBOL(queue_response, "MHD_queue_response")
  FS_MHD_SYMBOL(destroy_response, "MHD_destroy_response")
#undef FS_MHD_SYMBOL
  mhd_loaded = 1;
}

/* Every call below goes through the table (filled before the first server exists). */
#define MHD_start_daemon mhd.start_daemon
#define MHD_stop_daemon mhd.stop_daemon
#define MHD_get_daemon_info mhd.get_daemon_info
#define MHD_lookup_connection_value mhd.lookup_connection_value
#define MHD_create_response_from_buffer mhd.create_response_from_buffer
#define MHD_create_response_from_callback mhd.create_response_from_callback
#define MHD_add_response_header mhd.add_response_header
#define MHD_queue_response mhd.queue_response
#define MHD_destroy_response mhd.destroy_response

struct fs_http_server {
  struct MHD_Daemon *daemon;
  fs_http_handler handler;
  fs_http_stream_reader reader;
  fs_http_stream_closed closed;
  void *context;
  uint16_t port;
};

/* A request's body as it arrives (MHD calls the handler once per chunk). */
typedef struct {
  uint8_t *data;
  size_t size;
  int too_large;
} fs_upload;

typedef struct {
  fs_http_server *server;
  void *stream;
} fs_stream;

static ssize_t fs_read_stream(void *cls, uint64_t pos, char *buf, size_t max) {
  (void)pos;
  fs_stream *s = (fs_stream *)cls;
  long n = s->server->reader(s->server->context, s->stream, (uint8_t *)buf, max);
  if (n < 0) return MHD_CONTENT_READER_END_OF_STREAM;
  if (n == 0) {
    static const char ping[] = ": keep-alive\n\n";
    size_t len = sizeof(ping) - 1;
    if (len > max) len = max;
    memcpy(buf, ping, len);
    return (ssize_t)len;
  }
  return (ssize_t)n;
}

static void fs_free_stream(void *cls) {
  fs_stream *s = (fs_stream *)cls;
  s->server->closed(s->server->context, s->stream);
  free(s);
}

static enum MHD_Result fs_plain(struct MHD_Connection *connection, unsigned status,
                                const char *text) {
  struct MHD_Response *r =
      MHD_create_response_from_buffer(strlen(text), (void *)text, MHD_RESPMEM_MUST_COPY);
  if (!r) return MHD_NO;
  MHD_add_response_header(r, "Content-Type", "text/plain; charset=utf-8");
  enum MHD_Result ok = MHD_queue_response(connection, status, r);
  MHD_destroy_response(r);
  return ok;
}

static enum MHD_Result fs_access(void *cls, struct MHD_Connection *connection, const char *url,
                                 const char *method, const char *version,
                                 const char *upload_data, size_t *upload_data_size,
                                 void **con_cls) {
  (void)version;
  fs_http_server *server = (fs_http_server *)cls;
  if (*con_cls == NULL) {
    fs_upload *upload = (fs_upload *)calloc(1, sizeof(fs_upload));
    if (!upload) return MHD_NO;
    *con_cls = upload;
    return MHD_YES;
  }
  fs_upload *upload = (fs_upload *)*con_cls;
  if (*upload_data_size != 0) {
    if (upload->too_large || upload->size + *upload_data_size > FS_HTTP_MAX_BODY) {
      upload->too_large = 1;
    } else {
      uint8_t *grown = (uint8_t *)realloc(upload->data, upload->size + *upload_data_size);
      if (!grown) return MHD_NO;
      memcpy(grown + upload->size, upload_data, *upload_data_size);
      upload->data = grown;
      upload->size += *upload_data_size;
    }
    *upload_data_size = 0;
    return MHD_YES;
  }
  if (upload->too_large) return fs_plain(connection, 413, "request body too large\n");

  fs_http_request request = {
      .method = method,
      .path = url,
      .host = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "Host"),
      .origin = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "Origin"),
      .connection = connection,
      .body = upload->data,
      .body_size = upload->size,
  };
  fs_http_response response = {.status = 500, .content_type = "text/plain; charset=utf-8"};
  server->handler(server->context, &request, &response);

  struct MHD_Response *r;
  if (response.is_stream) {
    free(response.body);
    fs_stream *s = (fs_stream *)malloc(sizeof(fs_stream));
    if (!s) {
      server->closed(server->context, response.stream);
      return MHD_NO;
    }
    s->server = server;
    s->stream = response.stream;
    r = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 4096, fs_read_stream, s,
                                          fs_free_stream);
    if (!r) {
      fs_free_stream(s);
      return MHD_NO;
    }
    MHD_add_response_header(r, "Content-Type", "text/event-stream");
    MHD_add_response_header(r, "Cache-Control", "no-store");
  } else {
    r = MHD_create_response_from_buffer(response.body_size, response.body ? response.body : (void *)"",
                                        response.body ? MHD_RESPMEM_MUST_FREE : MHD_RESPMEM_PERSISTENT);
    if (!r) {
      free(response.body);
      return MHD_NO;
    }
    MHD_add_response_header(r, "Content-Type", response.content_type);
    MHD_add_response_header(r, "Cache-Control", "no-store");
  }
  /* The page and its data are for this origin only. */
  MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
  MHD_add_response_header(r, "X-Frame-Options", "DENY");
  enum MHD_Result ok = MHD_queue_response(connection, (unsigned)response.status, r);
  MHD_destroy_response(r);
  return ok;
}

static void fs_completed(void *cls, struct MHD_Connection *connection, void **con_cls,
                         enum MHD_RequestTerminationCode code) {
  (void)cls;
  (void)connection;
  (void)code;
  fs_upload *upload = (fs_upload *)*con_cls;
  if (upload) {
    free(upload->data);
    free(upload);
    *con_cls = NULL;
  }
}

fs_http_server *fs_http_start(const char *address, uint16_t port, fs_http_handler handler,
                              fs_http_stream_reader reader, fs_http_stream_closed closed,
                              void *context, char message[256]) {
  message[0] = 0;
  /* One socket address of either family; MHD binds exactly it (IPv6-only for an IPv6 one). */
  struct sockaddr_in ipv4;
  struct sockaddr_in6 ipv6;
  struct sockaddr *bind_address;
  unsigned int family_flag = 0;
  memset(&ipv4, 0, sizeof(ipv4));
  memset(&ipv6, 0, sizeof(ipv6));
  if (inet_pton(AF_INET, address, &ipv4.sin_addr) == 1) {
    ipv4.sin_family = AF_INET;
    ipv4.sin_port = htons(port);
    bind_address = (struct sockaddr *)&ipv4;
  } else if (inet_pton(AF_INET6, address, &ipv6.sin6_addr) == 1) {
    ipv6.sin6_family = AF_INET6;
    ipv6.sin6_port = htons(port);
    bind_address = (struct sockaddr *)&ipv6;
    family_flag = MHD_USE_IPv6;
  } else {
    snprintf(message, 256, "not an IPv4 or IPv6 address: %s", address);
    return NULL;
  }
  pthread_once(&mhd_once, fs_load_mhd);
  if (!mhd_loaded) {
    snprintf(message, 256,
             "libmicrohttpd cannot be loaded: install Debian's libmicrohttpd12 (scripts/setup)");
    return NULL;
  }
  fs_http_server *server = (fs_http_server *)calloc(1, sizeof(fs_http_server));
  if (!server) {
    snprintf(message, 256, "out of memory");
    return NULL;
  }
  server->handler = handler;
  server->reader = reader;
  server->closed = closed;
  server->context = context;
  server->daemon = MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL |
          MHD_USE_ITC | family_flag,
      port, NULL, NULL, fs_access, server, MHD_OPTION_SOCK_ADDR, bind_address,
      MHD_OPTION_NOTIFY_COMPLETED, fs_completed, NULL, MHD_OPTION_CONNECTION_LIMIT,
      (unsigned int)256, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)120, MHD_OPTION_END);
  if (!server->daemon) {
    snprintf(message, 256, "cannot listen on %s%s%s:%u (in use, or not an address of this machine)",
             family_flag ? "[" : "", address, family_flag ? "]" : "", (unsigned)port);
    free(server);
    return NULL;
  }
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(server->daemon, MHD_DAEMON_INFO_BIND_PORT);
  server->port = info ? info->port : port;
  return server;
}

uint16_t fs_http_port(fs_http_server *server) { return server->port; }

const char *fs_http_query(const fs_http_request *request, const char *name) {
  return MHD_lookup_connection_value((struct MHD_Connection *)request->connection,
                                     MHD_GET_ARGUMENT_KIND, name);
}

void fs_http_stop(fs_http_server *server) {
  if (!server) return;
  MHD_stop_daemon(server->daemon);
  free(server);
}
