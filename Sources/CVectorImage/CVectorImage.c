#include "CVectorImage.h"

#include <cairo.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Poppler and librsvg are opened the first time an image needs them, not linked: linked, they
 * and the libraries under them (NSS, OpenJPEG, LCMS, ...) would be loaded by every formshot
 * process, although only screens with vector images use them (docs/performance.md). Their
 * GObject types are opaque here; only these entry points are called. */
typedef struct _GError { unsigned int domain; int code; char *message; } GError;
typedef struct { double x, y, width, height; } fs_rsvg_rectangle;
typedef struct { double length; int unit; } fs_rsvg_length;

static struct {
  void *(*document_new_from_data)(char *data, int length, const char *password, GError **error);
  int (*document_get_n_pages)(void *document);
  void *(*document_get_page)(void *document, int index);
  void (*page_get_size)(void *page, double *width, double *height);
  void (*page_render)(void *page, cairo_t *cairo);
  int loaded;
} poppler;

static struct {
  void *(*new_from_data)(const unsigned char *data, size_t length, GError **error);
  int (*get_intrinsic_size_in_pixels)(void *handle, double *width, double *height);
  void (*get_intrinsic_dimensions)(void *handle, int *has_width, fs_rsvg_length *width, int *has_height,
                                   fs_rsvg_length *height, int *has_viewbox, fs_rsvg_rectangle *viewbox);
  int (*render_document)(void *handle, cairo_t *cairo, const fs_rsvg_rectangle *viewport, GError **error);
  int loaded;
} rsvg;

static struct {
  void (*object_unref)(void *object);
  void (*error_free)(GError *error);
  int loaded;
} gobject;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
/* Poppler's and librsvg's documents are not shared between threads, but their first use sets up
 * global state; one lock keeps every call serial (images are decoded once per process). */
static pthread_mutex_t render_lock = PTHREAD_MUTEX_INITIALIZER;

#define FS_SYMBOL(library, table, field, name) \
  if (!(*(void **)&table.field = dlsym(library, name))) goto next_##table;

static void fs_load(void) {
  void *glib = dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
  void *glibcore = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
  if (glib && glibcore) {
    *(void **)&gobject.object_unref = dlsym(glib, "g_object_unref");
    *(void **)&gobject.error_free = dlsym(glibcore, "g_error_free");
    gobject.loaded = gobject.object_unref && gobject.error_free;
  }
  if (!gobject.loaded) return;
  void *library = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
  if (library) {
    FS_SYMBOL(library, poppler, document_new_from_data, "poppler_document_new_from_data")
    FS_SYMBOL(library, poppler, document_get_n_pages, "poppler_document_get_n_pages")
    FS_SYMBOL(library, poppler, document_get_page, "poppler_document_get_page")
    FS_SYMBOL(library, poppler, page_get_size, "poppler_page_get_size")
    FS_SYMBOL(library, poppler, page_render, "poppler_page_render")
    poppler.loaded = 1;
  }
next_poppler:
  library = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
  if (library) {
    FS_SYMBOL(library, rsvg, new_from_data, "rsvg_handle_new_from_data")
    FS_SYMBOL(library, rsvg, get_intrinsic_size_in_pixels, "rsvg_handle_get_intrinsic_size_in_pixels")
    FS_SYMBOL(library, rsvg, render_document, "rsvg_handle_render_document")
    FS_SYMBOL(library, rsvg, get_intrinsic_dimensions, "rsvg_handle_get_intrinsic_dimensions")
    rsvg.loaded = 1;
  }
next_rsvg:;
}

enum { FS_MAX_SIDE = 4096 };

/* A transparent surface `scale` pixels per point for a page of `w` × `h` points, or NULL. */
static cairo_surface_t *fs_page_surface(double w, double h, int scale, int *pw, int *ph) {
  if (!(w > 0) || !(h > 0) || !isfinite(w) || !isfinite(h)) return NULL;
  double fw = ceil(w * scale - 1e-6), fh = ceil(h * scale - 1e-6);
  if (fw < 1 || fh < 1 || fw > FS_MAX_SIDE || fh > FS_MAX_SIDE) return NULL;
  *pw = (int)fw;
  *ph = (int)fh;
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, *pw, *ph);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(surface);
    return NULL;
  }
  return surface;
}

/* Cairo's premultiplied native-endian ARGB32 → straight RGBA rows. */
static unsigned char *fs_straight_rgba(cairo_surface_t *surface, int w, int h) {
  cairo_surface_flush(surface);
  unsigned char *data = cairo_image_surface_get_data(surface);
  int stride = cairo_image_surface_get_stride(surface);
  unsigned char *out = malloc((size_t)w * (size_t)h * 4);
  if (!out || !data) {
    free(out);
    return NULL;
  }
  for (int y = 0; y < h; y++) {
    const unsigned int *row = (const unsigned int *)(data + (size_t)y * stride);
    unsigned char *o = out + (size_t)y * w * 4;
    for (int x = 0; x < w; x++) {
      unsigned int p = row[x];
      unsigned int a = p >> 24, r = (p >> 16) & 255, g = (p >> 8) & 255, b = p & 255;
      if (a > 0 && a < 255) {
        r = (r * 255 + a / 2) / a;
        g = (g * 255 + a / 2) / a;
        b = (b * 255 + a / 2) / a;
      }
      o[4 * x] = (unsigned char)(r > 255 ? 255 : r);
      o[4 * x + 1] = (unsigned char)(g > 255 ? 255 : g);
      o[4 * x + 2] = (unsigned char)(b > 255 ? 255 : b);
      o[4 * x + 3] = (unsigned char)a;
    }
  }
  return out;
}

static int fs_rasterize_locked(int kind, const unsigned char *data, size_t length, int scale,
                               unsigned char **rgba, int *width, int *height,
                               double *points_width, double *points_height) {
  GError *error = NULL;
  void *document = NULL;
  void *page = NULL;
  double w = 0, h = 0;
  if (kind == FS_VECTOR_PDF) {
    if (!poppler.loaded) return -1;
    if (length > 0x7fffffff) return -2;
    /* Poppler reads the bytes in place for as long as the document lives. */
    document = poppler.document_new_from_data((char *)data, (int)length, NULL, &error);
    if (!document || poppler.document_get_n_pages(document) < 1 ||
        !(page = poppler.document_get_page(document, 0))) {
      if (error) gobject.error_free(error);
      if (document) gobject.object_unref(document);
      return -2;
    }
    poppler.page_get_size(page, &w, &h);
  } else {
    if (!rsvg.loaded) return -1;
    document = rsvg.new_from_data(data, length, &error);
    if (!document) {
      if (error) gobject.error_free(error);
      return -2;
    }
    /* The size the document gives itself: its width and height in absolute units, else its
     * view box (as Xcode sizes an SVG image); a document with neither has no size. */
    if (!rsvg.get_intrinsic_size_in_pixels(document, &w, &h)) {
      int has_width = 0, has_height = 0, has_viewbox = 0;
      fs_rsvg_length lw, lh;
      fs_rsvg_rectangle viewbox = {0, 0, 0, 0};
      rsvg.get_intrinsic_dimensions(document, &has_width, &lw, &has_height, &lh, &has_viewbox, &viewbox);
      w = has_viewbox ? viewbox.width : 0;
      h = has_viewbox ? viewbox.height : 0;
    }
  }
  int status = -3;
  int pw = 0, ph = 0;
  cairo_surface_t *surface = fs_page_surface(w, h, scale, &pw, &ph);
  if (surface) {
    cairo_t *cairo = cairo_create(surface);
    cairo_scale(cairo, (double)pw / w, (double)ph / h);
    int drawn = 1;
    if (kind == FS_VECTOR_PDF) {
      poppler.page_render(page, cairo);
    } else {
      fs_rsvg_rectangle viewport = {0, 0, w, h};
      drawn = rsvg.render_document(document, cairo, &viewport, &error);
      if (error) {
        gobject.error_free(error);
        error = NULL;
      }
    }
    cairo_destroy(cairo);
    unsigned char *pixels = drawn ? fs_straight_rgba(surface, pw, ph) : NULL;
    cairo_surface_destroy(surface);
    if (pixels) {
      *rgba = pixels;
      *width = pw;
      *height = ph;
      *points_width = w;
      *points_height = h;
      status = 0;
    } else {
      status = -2;
    }
  }
  if (page) gobject.object_unref(page);
  gobject.object_unref(document);
  return status;
}

int fs_vector_rasterize(int kind, const unsigned char *data, size_t length, int scale,
                        unsigned char **rgba, int *width, int *height,
                        double *points_width, double *points_height) {
  if (!data || length == 0 || scale < 1 || scale > 4 || !rgba || !width || !height ||
      !points_width || !points_height)
    return -2;
  pthread_once(&load_once, fs_load);
  pthread_mutex_lock(&render_lock);
  int status = fs_rasterize_locked(kind, data, length, scale, rgba, width, height,
                                   points_width, points_height);
  pthread_mutex_unlock(&render_lock);
  return status;
}

void fs_vector_free(unsigned char *rgba) { free(rgba); }
