#include "CPNGCodec.h"

#include <libdeflate.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

/* MARK: - Shared error plumbing */

typedef struct {
  jmp_buf jump;
  char *message;
} fs_error_context;

static void fs_on_error(png_structp png, png_const_charp text) {
  fs_error_context *ctx = (fs_error_context *)png_get_error_ptr(png);
  snprintf(ctx->message, FS_PNG_MESSAGE_SIZE, "libpng: %s", text ? text : "unknown error");
  longjmp(ctx->jump, 1);
}

/* Warnings (e.g. a bad ancillary chunk) never reach stderr: output must not depend on them. */
static void fs_on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void fs_set_message(char *message, const char *text) {
  snprintf(message, FS_PNG_MESSAGE_SIZE, "%s", text);
}

/* MARK: - Encode */

static uint8_t fs_paeth(uint8_t a, uint8_t b, uint8_t c);

typedef struct {
  uint8_t *data;
  size_t size;
  size_t capacity;
  int failed;
} fs_output;

static void fs_write(png_structp png, png_bytep bytes, png_size_t length) {
  fs_output *out = (fs_output *)png_get_io_ptr(png);
  if (out->failed) return;
  if (out->size + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->size + length) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
    if (!grown) {
      out->failed = 1;
      png_error(png, "out of memory while writing");
    }
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->size, bytes, length);
  out->size += length;
}

static void fs_flush(png_structp png) { (void)png; }

int fs_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                  size_t stride, int level, uint8_t **out, size_t *out_size,
                  char message[FS_PNG_MESSAGE_SIZE]) {
  message[0] = 0;
  if (!pixels || !out || !out_size || width == 0 || height == 0 ||
      (channels != 3 && channels != 4) || stride < (size_t)width * (size_t)channels ||
      level < 0 || level > 9) {
    fs_set_message(message, "invalid arguments to the PNG encoder");
    return FS_PNG_ERR_ARGUMENT;
  }
  *out = NULL;
  *out_size = 0;

  fs_error_context errors;
  errors.message = message;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, fs_on_error,
                                            fs_on_warning);
  if (!png) {
    fs_set_message(message, "png_create_write_struct failed");
    return FS_PNG_ERR_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_write_struct(&png, NULL);
    fs_set_message(message, "png_create_info_struct failed");
    return FS_PNG_ERR_MEMORY;
  }
  /* Modified after setjmp, so it lives in memory the jump cannot roll back. */
  fs_output *volatile output = (fs_output *)calloc(1, sizeof(fs_output));
  if (!output) {
    png_destroy_write_struct(&png, &info);
    fs_set_message(message, "out of memory");
    return FS_PNG_ERR_MEMORY;
  }

  if (setjmp(errors.jump)) {
    png_destroy_write_struct(&png, &info);
    free(output->data);
    free(output);
    return FS_PNG_ERR_LIBPNG;
  }

  png_set_write_fn(png, output, fs_write, fs_flush);
  png_set_IHDR(png, info, width, height, 8,
               channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_compression_level(png, level);
  png_write_info(png, info);
  for (uint32_t y = 0; y < height; y++) {
    png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);

  *out = output->data;
  *out_size = output->size;
  free(output);
  return FS_PNG_OK;
}

/* MARK: - Encode with libdeflate */

/* The PNG container is three chunks (IHDR, one IDAT, IEND) written here; the image data is one
 * zlib stream compressed by libdeflate, which compresses whole buffers about twice as fast as
 * zlib at the same ratio. Bytes depend only on the pixels, the level and libdeflate's version. */

static uint8_t *fs_put32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
  return p + 4;
}

/* Writes a chunk's CRC over its type and data, which start at `type`; returns the end. */
static uint8_t *fs_put_crc(uint8_t *type, size_t data_length) {
  uint32_t crc = libdeflate_crc32(0, type, 4 + data_length);
  return fs_put32(type + 4 + data_length, crc);
}

/* Validates the arguments every libdeflate encoder shares; 0 (and a message) when invalid. */
static int fs_valid_rows(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                         size_t stride, int level, uint8_t **out, size_t *out_size,
                         char message[FS_PNG_MESSAGE_SIZE]) {
  message[0] = 0;
  if (!pixels || !out || !out_size || width == 0 || height == 0 || width > 0x7fffffff ||
      height > 0x7fffffff || (channels != 3 && channels != 4) ||
      stride < (size_t)width * (size_t)channels || level < 1 || level > 12 ||
      (uint64_t)((size_t)width * (size_t)channels + 1) * height > ((uint64_t)1 << 40)) {
    fs_set_message(message, "invalid arguments to the PNG encoder");
    return 0;
  }
  *out = NULL;
  *out_size = 0;
  return 1;
}

static struct libdeflate_compressor *fs_thread_compressor(int level);

/* `raw` as one zlib stream (libdeflate at `level`), written `head` bytes into a malloc'ed
 * buffer with `tail` bytes to spare after it (the chunk framing around an IDAT); NULL, with a
 * message and status, when out of memory or when libdeflate fails. */

/* The zlib stream's two header bytes for `level`, as libdeflate_zlib_compress writes them
 * (deflate, 32 KB window, its level hint; a test compares the two). */
static uint16_t fs_zlib_header(int level) {
  unsigned hint = level < 2 ? 0 : level < 6 ? 1 : level < 8 ? 2 : 3;
  unsigned header = (8u << 8) | (7u << 12) | (hint << 6);
  return (uint16_t)(header | (31 - header % 31));
}

/* The Adler-32 of A followed by B, from A's, B's and B's length (the checksum's two sums
 * modulo 65521: B's second sum gains A's first sum once per byte of B). */
static uint32_t fs_adler32_combine(uint32_t a, uint32_t b, size_t b_length) {
  const uint64_t base = 65521;
  uint64_t a1 = a & 0xffff, a2 = a >> 16, b1 = b & 0xffff, b2 = b >> 16;
  uint64_t n = b_length % base;
  uint64_t s1 = (a1 + b1 + base - 1) % base;
  uint64_t s2 = (a2 + b2 + n * a1 + base - n) % base;
  return (uint32_t)(s1 | (s2 << 16));
}

/* `adler`: the Adler-32 of `raw` when the caller has it (computed on another core), so only
 * the deflate stream is made here; NULL: libdeflate_zlib_compress does all of it. The bytes
 * are the same either way. */
static uint8_t *fs_zlib_compress(const uint8_t *raw, size_t raw_size, int level, size_t head,
                                 size_t tail, const uint32_t *adler, size_t *compressed,
                                 int *status, char message[FS_PNG_MESSAGE_SIZE]) {
  struct libdeflate_compressor *compressor = fs_thread_compressor(level);
  size_t bound = compressor ? libdeflate_zlib_compress_bound(compressor, raw_size) : 0;
  uint8_t *buffer = compressor ? (uint8_t *)malloc(head + bound + tail) : NULL;
  if (!buffer) {
    fs_set_message(message, "out of memory");
    *status = FS_PNG_ERR_MEMORY;
    return NULL;
  }
  if (adler) {
    uint8_t *z = buffer + head;
    uint16_t header = fs_zlib_header(level);
    z[0] = (uint8_t)(header >> 8);
    z[1] = (uint8_t)header;
    size_t deflated = libdeflate_deflate_compress(compressor, raw, raw_size, z + 2, bound - 6);
    if (deflated) fs_put32(z + 2 + deflated, *adler);
    *compressed = deflated ? deflated + 6 : 0;
  } else {
    *compressed = libdeflate_zlib_compress(compressor, raw, raw_size, buffer + head, bound);
  }
  if (*compressed == 0 || *compressed > 0x7fffffff) {
    free(buffer);
    fs_set_message(message, "libdeflate could not compress the image data");
    *status = FS_PNG_ERR_LIBPNG;
    return NULL;
  }
  *status = FS_PNG_OK;
  return buffer;
}

/* Rows of `pixels` with filter type 0 in front of each, into `raw` (fs_row_buffer's size). */
static void fs_unfiltered_rows(const uint8_t *pixels, uint32_t width, uint32_t height,
                               int channels, size_t stride, uint8_t *raw) {
  size_t row = (size_t)width * (size_t)channels;
  for (uint32_t y = 0; y < height; y++) {
    uint8_t *line = raw + (size_t)y * (row + 1);
    line[0] = 0;
    memcpy(line + 1, pixels + (size_t)y * stride, row);
  }
}

/* The whole PNG of `raw` (rows each prefixed by its filter type): the image data is compressed
 * straight into the IDAT chunk of the one output buffer. */
static int fs_png_from_raw_adler(const uint8_t *raw, size_t raw_size, uint32_t width,
                                 uint32_t height, int channels, int level, const uint32_t *adler,
                                 uint8_t **out, size_t *out_size,
                                 char message[FS_PNG_MESSAGE_SIZE]) {
  /* signature 8, IHDR 12+13, IDAT 12+data, IEND 12 */
  size_t compressed = 0;
  int status = FS_PNG_OK;
  uint8_t *png = fs_zlib_compress(raw, raw_size, level, 8 + 25 + 8, 4 + 12, adler, &compressed,
                                  &status, message);
  if (!png) return status;
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  memcpy(png, signature, 8);
  uint8_t *p = png + 8;

  p = fs_put32(p, 13);
  uint8_t *type = p;
  memcpy(p, "IHDR", 4);
  p = fs_put32(p + 4, width);
  p = fs_put32(p, height);
  *p++ = 8;                         /* bit depth */
  *p++ = channels == 4 ? 6 : 2;     /* colour type: RGBA or RGB */
  *p++ = 0;                         /* compression: deflate */
  *p++ = 0;                         /* filter method: adaptive (every row uses type 0) */
  *p++ = 0;                         /* no interlace */
  p = fs_put_crc(type, 13);

  p = fs_put32(p, (uint32_t)compressed);
  type = p;
  memcpy(type, "IDAT", 4);
  p = fs_put_crc(type, compressed); /* the data is already there, compressed in place */

  p = fs_put32(p, 0);
  type = p;
  memcpy(type, "IEND", 4);
  p = fs_put_crc(type, 0);

  *out = png;
  *out_size = (size_t)(p - png);
  return FS_PNG_OK;
}

static int fs_png_from_raw(const uint8_t *raw, size_t raw_size, uint32_t width, uint32_t height,
                           int channels, int level, uint8_t **out, size_t *out_size,
                           char message[FS_PNG_MESSAGE_SIZE]) {
  return fs_png_from_raw_adler(raw, raw_size, width, height, channels, level, NULL, out,
                               out_size, message);
}

/* Scratch memory (fs_pixels_free) for `height` PNG rows of `channels` bytes per pixel, each with
 * its filter byte in front; its size in *raw_size. NULL, with the "out of memory" message and
 * status, when it cannot be had: every encoder that lays out rows of its own starts here. */
static uint8_t *fs_row_buffer(uint32_t width, uint32_t height, int channels, size_t *raw_size,
                              int *status, char message[FS_PNG_MESSAGE_SIZE]) {
  *raw_size = ((size_t)width * (size_t)channels + 1) * (size_t)height;
  uint8_t *raw = (uint8_t *)fs_pixels_alloc_scratch(*raw_size);
  if (!raw) {
    fs_set_message(message, "out of memory");
    *status = FS_PNG_ERR_MEMORY;
  }
  return raw;
}

/* The arguments checked and the rows laid out unfiltered (a 0 filter byte before each), the
 * common start of the PNG encoder and the APNG frame compressor; NULL with *status and
 * message set when either fails. */
static uint8_t *fs_checked_raw_rows(const uint8_t *pixels, uint32_t width, uint32_t height,
                                    int channels, size_t stride, int level, uint8_t **out,
                                    size_t *out_size, size_t *raw_size, int *status,
                                    char message[FS_PNG_MESSAGE_SIZE]) {
  if (!fs_valid_rows(pixels, width, height, channels, stride, level, out, out_size, message)) {
    *status = FS_PNG_ERR_ARGUMENT;
    return NULL;
  }
  uint8_t *raw = fs_row_buffer(width, height, channels, raw_size, status, message);
  if (raw) fs_unfiltered_rows(pixels, width, height, channels, stride, raw);
  return raw;
}

int fs_png_encode_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                          size_t stride, int level, uint8_t **out, size_t *out_size,
                          char message[FS_PNG_MESSAGE_SIZE]) {
  size_t raw_size = 0;
  int status = FS_PNG_OK;
  uint8_t *raw = fs_checked_raw_rows(pixels, width, height, channels, stride, level, out,
                                     out_size, &raw_size, &status, message);
  if (!raw) return status;
  status = fs_png_from_raw(raw, raw_size, width, height, channels, level, out, out_size,
                           message);
  fs_pixels_free(raw);
  return status;
}

int fs_png_encode_filtered(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                           size_t stride, int level, int filter, uint8_t **out, size_t *out_size,
                           char message[FS_PNG_MESSAGE_SIZE]) {
  if (!fs_valid_rows(pixels, width, height, channels, stride, level, out, out_size, message))
    return FS_PNG_ERR_ARGUMENT;
  if (filter < 0 || filter > 4) {
    fs_set_message(message, "invalid arguments to the PNG encoder");
    return FS_PNG_ERR_ARGUMENT;
  }
  size_t row = (size_t)width * (size_t)channels;
  size_t raw_size = 0;
  int status = FS_PNG_OK;
  uint8_t *raw = fs_row_buffer(width, height, channels, &raw_size, &status, message);
  if (!raw) return status;
  size_t bpp = (size_t)channels;
  for (uint32_t y = 0; y < height; y++) {
    const uint8_t *line = pixels + (size_t)y * stride;
    const uint8_t *up = y > 0 ? pixels + (size_t)(y - 1) * stride : NULL;
    uint8_t *target = raw + (size_t)y * (row + 1);
    target[0] = (uint8_t)filter;
    for (size_t i = 0; i < row; i++) {
      unsigned left = i >= bpp ? line[i - bpp] : 0, above = up ? up[i] : 0;
      unsigned corner = (i >= bpp && up) ? up[i - bpp] : 0;
      unsigned predicted = 0;
      switch (filter) {
      case 1: predicted = left; break;
      case 2: predicted = above; break;
      case 3: predicted = (left + above) >> 1; break;
      case 4: predicted = fs_paeth((uint8_t)left, (uint8_t)above, (uint8_t)corner); break;
      }
      target[1 + i] = (uint8_t)(line[i] - predicted);
    }
  }
  status = fs_png_from_raw(raw, raw_size, width, height, channels, level, out, out_size,
                           message);
  fs_pixels_free(raw);
  return status;
}

/* One row of packed opaque RGB samples as RGBA (alpha 255): a packed row of a picture that
 * turned out to have a translucent pixel further on. */
static void fs_rgb_row_to_rgba(const uint8_t *rgb, uint32_t width, uint8_t *target) {
  for (uint32_t x = 0; x < width; x++) {
    target[(size_t)x * 4] = rgb[(size_t)x * 3];
    target[(size_t)x * 4 + 1] = rgb[(size_t)x * 3 + 1];
    target[(size_t)x * 4 + 2] = rgb[(size_t)x * 3 + 2];
    target[(size_t)x * 4 + 3] = 255;
  }
}

/* One row of a cairo ARGB32 image as straight-alpha RGBA (un-premultiplied, rounded). */
static void fs_argb32_row_to_rgba(const uint32_t *source, uint32_t width, uint8_t *target) {
  for (uint32_t x = 0; x < width; x++) {
    uint32_t p = source[x];
    uint32_t a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
    if (a != 255) {
      if (a == 0) {
        r = g = b = 0;
      } else {
        r = (r * 255 + a / 2) / a;
        g = (g * 255 + a / 2) / a;
        b = (b * 255 + a / 2) / a;
        if (r > 255) r = 255;
        if (g > 255) g = 255;
        if (b > 255) b = 255;
      }
    }
    target[0] = (uint8_t)r;
    target[1] = (uint8_t)g;
    target[2] = (uint8_t)b;
    target[3] = (uint8_t)a;
    target += 4;
  }
}

void fs_argb32_to_rgba(const uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                       uint8_t *rgba) {
  for (uint32_t y = 0; y < height; y++) {
    fs_argb32_row_to_rgba((const uint32_t *)(surface + (size_t)y * stride), width,
                          rgba + (size_t)y * width * 4);
  }
}

/* MARK: - ARGB32 rows against RGB rows
 *
 * An opaque ARGB32 pixel is the 32-bit word 0xffRRGGBB, in memory B G R A; its PNG RGB sample
 * is R G B. With SSSE3, four pixels become their twelve sample bytes in one byte shuffle; the
 * scalar loops do the same one pixel at a time (and do all of it without SSSE3). Both give
 * the same bytes and answers; only the speed differs. */

#if defined(__x86_64__)
static int fs_has_ssse3(void) {
  static int known = -1;
  if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0;
  return known;
}

/* Four pixels' R G B bytes in the low 12 bytes, zeros above. */
__attribute__((target("ssse3"))) static inline __m128i fs_rgb_of_four(__m128i argb) {
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  return _mm_shuffle_epi8(argb, order);
}

/* Pixels [0, n) with n a multiple of 4 and at least 4 bytes readable after 3 * n samples. */
__attribute__((target("ssse3"))) static uint32_t fs_pack_rgb_ssse3(const uint32_t *source,
                                                                   size_t n, uint8_t *target) {
  __m128i alpha = _mm_set1_epi32(-1);
  for (size_t x = 0; x < n; x += 4) {
    __m128i argb = _mm_loadu_si128((const __m128i *)(source + x));
    alpha = _mm_and_si128(alpha, argb);
    _mm_storeu_si128((__m128i *)(target + 3 * x), fs_rgb_of_four(argb));
  }
  uint32_t lanes[4];
  _mm_storeu_si128((__m128i *)lanes, alpha);
  return lanes[0] & lanes[1] & lanes[2] & lanes[3] & 0xff000000u;
}

/* 1 when pixels [0, n) (n a multiple of 4, 4 bytes readable after 3 * n samples) are opaque
 * and equal to the samples. */
__attribute__((target("ssse3"))) static int fs_same_rgb_ssse3(const uint32_t *pixels, size_t n,
                                                              const uint8_t *sample) {
  const __m128i high = _mm_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1);
  const __m128i opaque = _mm_set1_epi32((int)0xff000000u);
  __m128i same = _mm_set1_epi32(-1);
  __m128i alpha = _mm_set1_epi32(-1);
  for (size_t x = 0; x < n; x += 4) {
    __m128i argb = _mm_loadu_si128((const __m128i *)(pixels + x));
    __m128i stored = _mm_loadu_si128((const __m128i *)(sample + 3 * x));
    alpha = _mm_and_si128(alpha, argb);
    same = _mm_and_si128(same, _mm_or_si128(_mm_cmpeq_epi8(fs_rgb_of_four(argb), stored), high));
  }
  alpha = _mm_cmpeq_epi32(_mm_and_si128(alpha, opaque), opaque);
  return _mm_movemask_epi8(_mm_and_si128(same, alpha)) == 0xffff;
}
#endif

/* Pixels of an ARGB32 row as R G B samples; returns the AND of their alpha bits (0xff000000
 * when every one is opaque). `target` must have 4 bytes to spare after the row's samples
 * (the next row, or the chunk's framing) for the fast path; `spare` says whether it has. */
static uint32_t fs_argb32_row_to_rgb(const uint32_t *source, uint32_t width, uint8_t *target,
                                     int spare) {
  uint32_t alpha = 0xff000000u;
  size_t x = 0;
#if defined(__x86_64__)
  if (fs_has_ssse3()) {
    size_t n = spare ? (size_t)width & ~(size_t)3 : (width >= 2 ? (size_t)(width - 2) & ~(size_t)3 : 0);
    alpha &= fs_pack_rgb_ssse3(source, n, target);
    x = n;
  }
#endif
  for (; x < width; x++) {
    uint32_t p = source[x];
    alpha &= p;
    target[3 * x] = (uint8_t)(p >> 16);
    target[3 * x + 1] = (uint8_t)(p >> 8);
    target[3 * x + 2] = (uint8_t)p;
  }
  return alpha & 0xff000000u;
}

/* 1 when every pixel of an ARGB32 row is opaque and equal to its R G B sample. `sample` must
 * have 4 bytes readable after the row's samples for the fast path; `spare` says whether it has. */
static int fs_argb32_row_matches_rgb(const uint32_t *pixels, uint32_t width,
                                     const uint8_t *sample, int spare) {
  size_t x = 0;
#if defined(__x86_64__)
  if (fs_has_ssse3()) {
    size_t n = spare ? (size_t)width & ~(size_t)3 : (width >= 2 ? (size_t)(width - 2) & ~(size_t)3 : 0);
    if (!fs_same_rgb_ssse3(pixels, n, sample)) return 0;
    x = n;
  }
#endif
  /* The differences OR-ed together without a branch per pixel. */
  uint32_t difference = 0;
  for (; x < width; x++) {
    uint32_t stored = 0xff000000u | ((uint32_t)sample[3 * x] << 16) |
                      ((uint32_t)sample[3 * x + 1] << 8) | sample[3 * x + 2];
    difference |= pixels[x] ^ stored;
  }
  return difference == 0;
}

int fs_png_encode_argb32(const uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                         int level, uint8_t **out, size_t *out_size,
                         char message[FS_PNG_MESSAGE_SIZE]) {
  if (!fs_valid_rows(surface, width, height, 4, stride, level, out, out_size, message))
    return FS_PNG_ERR_ARGUMENT;
  /* Opaque pictures (UI screens nearly always are) become RGB rows in one pass, alpha checked
   * on the way; the first translucent row starts the RGBA layout over. */
  size_t rgb_row = (size_t)width * 3 + 1;
  size_t raw_size = 0;
  int status = FS_PNG_OK;
  uint8_t *raw = fs_row_buffer(width, height, 3, &raw_size, &status, message);
  if (!raw) return status;
  int channels = 3;
  for (uint32_t y = 0; y < height; y++) {
    const uint32_t *source = (const uint32_t *)(surface + (size_t)y * stride);
    uint8_t *line = raw + (size_t)y * rgb_row;
    /* Rows go top to bottom: the 4 bytes a fast store writes past a row are the next row's,
     * written after; the last row has none to spare. */
    uint32_t alpha = fs_argb32_row_to_rgb(source, width, line + 1, y + 1 < height);
    line[0] = 0;
    if (alpha != 0xff000000u) {
      channels = 4;
      break;
    }
  }
  if (channels == 4) {
    fs_pixels_free(raw);
    size_t rgba_row = (size_t)width * 4 + 1;
    raw = fs_row_buffer(width, height, 4, &raw_size, &status, message);
    if (!raw) return status;
    for (uint32_t y = 0; y < height; y++) {
      uint8_t *line = raw + (size_t)y * rgba_row;
      line[0] = 0;
      fs_argb32_row_to_rgba((const uint32_t *)(surface + (size_t)y * stride), width, line + 1);
    }
  }
  status = fs_png_from_raw(raw, raw_size, width, height, channels, level, out, out_size,
                           message);
  fs_pixels_free(raw);
  return status;
}

/* Rows [first, end) of an opaque ARGB32 surface packed in place into PNG rows (a 0 filter
 * byte, then R G B per pixel), row y landing at y * (3 * width + 1). A packed row never reaches
 * past the pixels still to be read (its start is at or before its own row's start, and each
 * pixel is read before its 3 bytes are written), so rows go top to bottom in one buffer.
 * Returns the first row that is not opaque (left as it was), or `end`. */
static uint32_t fs_pack_opaque_rows(uint8_t *surface, uint32_t width, size_t stride,
                                    uint32_t first, uint32_t end) {
  size_t rgb_row = (size_t)width * 3 + 1;
  for (uint32_t y = first; y < end; y++) {
    const uint8_t *source = surface + (size_t)y * stride;
    uint32_t alpha = 0xff000000u;
    for (uint32_t x = 0; x < width; x++) {
      uint32_t p;
      memcpy(&p, source + (size_t)x * 4, 4);
      alpha &= p;
    }
    if (alpha != 0xff000000u) return y;
    uint8_t *line = surface + (size_t)y * rgb_row;
    for (uint32_t x = 0; x < width; x++) {
      uint32_t p;
      memcpy(&p, source + (size_t)x * 4, 4);
      line[1 + (size_t)x * 3] = (uint8_t)(p >> 16);
      line[2 + (size_t)x * 3] = (uint8_t)(p >> 8);
      line[3 + (size_t)x * 3] = (uint8_t)p;
    }
    line[0] = 0; /* last: in row 0 it overwrites the first pixel's blue, read by then */
  }
  return end;
}

int fs_png_encode_argb32_in_place(uint8_t *surface, uint32_t width, uint32_t height,
                                  size_t stride, int level, uint8_t **out, size_t *out_size,
                                  char message[FS_PNG_MESSAGE_SIZE]) {
  if (!fs_valid_rows(surface, width, height, 4, stride, level, out, out_size, message))
    return FS_PNG_ERR_ARGUMENT;
  size_t rgb_row = (size_t)width * 3 + 1;
  uint32_t translucent = fs_pack_opaque_rows(surface, width, stride, 0, height);
  if (translucent == height) {
    return fs_png_from_raw(surface, rgb_row * (size_t)height, width, height, 3, level, out,
                           out_size, message);
  }
  /* A translucent row: RGBA rows, in their own buffer (they are wider than the surface's).
   * The rows above it are packed RGB of opaque pixels, the rest still ARGB32. */
  size_t rgba_row = (size_t)width * 4 + 1;
  size_t raw_size = 0;
  int status = FS_PNG_OK;
  uint8_t *raw = fs_row_buffer(width, height, 4, &raw_size, &status, message);
  if (!raw) return status;
  for (uint32_t y = 0; y < height; y++) {
    uint8_t *line = raw + (size_t)y * rgba_row;
    line[0] = 0;
    if (y >= translucent) {
      fs_argb32_row_to_rgba((const uint32_t *)(surface + (size_t)y * stride), width, line + 1);
      continue;
    }
    fs_rgb_row_to_rgba(surface + (size_t)y * rgb_row + 1, width, line + 1);
  }
  status = fs_png_from_raw(raw, raw_size, width, height, 4, level, out, out_size, message);
  fs_pixels_free(raw);
  return status;
}

/* MARK: - Encoding a picture painted in two bands */

size_t fs_png_band_origin(uint32_t width, size_t stride, uint32_t split) {
  return (size_t)split * (stride - ((size_t)width * 3 + 1));
}

uint32_t fs_png_pack_band(uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                          uint32_t split, uint32_t first, uint32_t end, uint32_t *adler) {
  size_t rgb_row = (size_t)width * 3 + 1;
  if (!surface || width == 0 || first >= end || end > height || split > height ||
      stride < (size_t)width * 4 || (end > split && first < split))
    return 0;
  /* Each row is packed into `row` (16 bytes to spare for the fast path), checked, then moved
   * to its place: a packed row never covers a row of its band still to be read (it lies
   * between its own row's start and the split, towards which the band is walked). */
  uint8_t *row = (uint8_t *)malloc(rgb_row + 16);
  if (!row) return 0;
  uint8_t *origin = surface + fs_png_band_origin(width, stride, split);
  int upward = end <= split; /* the upper band: from its last row up */
  uint32_t packed = 0;
  for (uint32_t i = 0; i < end - first; i++) {
    uint32_t y = upward ? end - 1 - i : first + i;
    uint32_t alpha =
        fs_argb32_row_to_rgb((const uint32_t *)(surface + (size_t)y * stride), width, row + 1, 1);
    if (alpha != 0xff000000u) break;
    row[0] = 0;
    memmove(origin + (size_t)y * rgb_row, row, rgb_row);
    packed++;
  }
  free(row);
  if (packed == end - first && adler)
    *adler = libdeflate_adler32(1, origin + (size_t)first * rgb_row, (size_t)packed * rgb_row);
  return packed;
}

int fs_png_encode_packed_bands(uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                               uint32_t split, uint32_t upper_rows, uint32_t lower_rows,
                               uint32_t upper_adler, uint32_t lower_adler, int level,
                               uint8_t **out, size_t *out_size,
                               char message[FS_PNG_MESSAGE_SIZE]) {
  if (!fs_valid_rows(surface, width, height, 4, stride, level, out, out_size, message) ||
      split > height || upper_rows > split || lower_rows > height - split) {
    if (message[0] == 0) fs_set_message(message, "invalid arguments to the PNG encoder");
    return FS_PNG_ERR_ARGUMENT;
  }
  size_t rgb_row = (size_t)width * 3 + 1;
  uint8_t *origin = surface + fs_png_band_origin(width, stride, split);
  if (upper_rows == split && lower_rows == height - split) {
    uint32_t adler =
        fs_adler32_combine(upper_adler, lower_adler, (size_t)lower_rows * rgb_row);
    return fs_png_from_raw_adler(origin, rgb_row * (size_t)height, width, height, 3, level,
                                 &adler, out, out_size, message);
  }
  /* A translucent pixel: RGBA rows in a buffer of their own, each read where it is now. */
  size_t rgba_row = (size_t)width * 4 + 1;
  size_t raw_size = 0;
  int status = FS_PNG_OK;
  uint8_t *raw = fs_row_buffer(width, height, 4, &raw_size, &status, message);
  if (!raw) return status;
  for (uint32_t y = 0; y < height; y++) {
    uint8_t *line = raw + (size_t)y * rgba_row;
    line[0] = 0;
    int packed = y < split ? y >= split - upper_rows : y - split < lower_rows;
    if (!packed) {
      fs_argb32_row_to_rgba((const uint32_t *)(surface + (size_t)y * stride), width, line + 1);
      continue;
    }
    fs_rgb_row_to_rgba(origin + (size_t)y * rgb_row + 1, width, line + 1);
  }
  status = fs_png_from_raw(raw, raw_size, width, height, 4, level, out, out_size, message);
  fs_pixels_free(raw);
  return status;
}

/* MARK: - Picture memory */

#define FS_HUGE_PAGE ((size_t)2 << 20)
#define FS_PAGE ((size_t)4096)
/* Freed picture blocks a thread keeps for its next pictures (a surface and a row buffer). */
#define FS_SPARES 2

/* Each block starts with this header, just before the address handed out. */
typedef struct {
  void *base;    /* what mmap returned, or what malloc returned (length 0) */
  size_t length; /* the mapping's length; 0 for malloc'ed blocks */
} fs_block;

/* What one thread keeps between pictures: freed picture blocks (data addresses, mapped and
 * already faulted in) and its compressor, so that a worker rendering state after state pays
 * neither the kernel's zeroing of fresh pages nor the compressor's set-up again. */
typedef struct {
  void *spares[FS_SPARES];
  struct libdeflate_compressor *compressor;
  int compressor_level;
} fs_thread_cache;

static pthread_key_t fs_cache_key;
static pthread_once_t fs_cache_once = PTHREAD_ONCE_INIT;

static void fs_unmap(void *pointer) {
  fs_block header;
  memcpy(&header, (uint8_t *)pointer - 16, sizeof header);
  munmap(header.base, header.length);
}

/* A thread that ends gives its spares and compressor back. */
static void fs_cache_release(void *value) {
  fs_thread_cache *cache = (fs_thread_cache *)value;
  for (int i = 0; i < FS_SPARES; i++)
    if (cache->spares[i]) fs_unmap(cache->spares[i]);
  if (cache->compressor) libdeflate_free_compressor(cache->compressor);
  free(cache);
}

static void fs_cache_make_key(void) { (void)pthread_key_create(&fs_cache_key, fs_cache_release); }

/* This thread's cache; NULL when it cannot be made (everything then works uncached). */
static fs_thread_cache *fs_cache(void) {
  (void)pthread_once(&fs_cache_once, fs_cache_make_key);
  fs_thread_cache *cache = (fs_thread_cache *)pthread_getspecific(fs_cache_key);
  if (cache) return cache;
  cache = (fs_thread_cache *)calloc(1, sizeof *cache);
  if (cache && pthread_setspecific(fs_cache_key, cache) != 0) {
    free(cache);
    return NULL;
  }
  return cache;
}

/* This thread's compressor for `level`, made on first use and kept (NULL when out of memory,
 * which the caller reports). Compressors are not thread-safe; one per thread is. */
/* A compressor fs_png_prepare_compressor made on another thread, and its level; taken (once)
 * by the first thread that needs a compressor of that level and has none. */
static struct libdeflate_compressor *_Atomic fs_prepared_compressor;
static _Atomic int fs_prepared_level;

static struct libdeflate_compressor *fs_thread_compressor(int level) {
  fs_thread_cache *cache = fs_cache();
  if (!cache) return NULL;
  if (cache->compressor && cache->compressor_level == level) return cache->compressor;
  if (cache->compressor) libdeflate_free_compressor(cache->compressor);
  cache->compressor = NULL;
  if (atomic_load(&fs_prepared_level) == level)
    cache->compressor = atomic_exchange(&fs_prepared_compressor, NULL);
  if (!cache->compressor) cache->compressor = libdeflate_alloc_compressor(level);
  cache->compressor_level = level;
  return cache->compressor;
}

void fs_png_prepare_compressor(int level) {
  if (level < 1 || level > 12 || atomic_load(&fs_prepared_compressor)) return;
  struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
  if (!compressor) return;
  /* One small compression touches its hash tables (the first pages of a fresh allocation). */
  size_t size = 64 * 1024;
  uint8_t *sample = (uint8_t *)malloc(size);
  size_t bound = libdeflate_zlib_compress_bound(compressor, size);
  uint8_t *scratch = (uint8_t *)malloc(bound);
  if (sample && scratch) {
    for (size_t i = 0; i < size; i++) sample[i] = (uint8_t)((i * 2654435761u) >> 13);
    (void)libdeflate_zlib_compress(compressor, sample, size, scratch, bound);
  }
  free(sample);
  free(scratch);
  atomic_store(&fs_prepared_level, level);
  struct libdeflate_compressor *expected = NULL;
  if (!atomic_compare_exchange_strong(&fs_prepared_compressor, &expected, compressor))
    libdeflate_free_compressor(compressor);
}

/* The usable bytes of a mapped block. */
static size_t fs_capacity(void *pointer) {
  fs_block header;
  memcpy(&header, (uint8_t *)pointer - 16, sizeof header);
  return header.length - (size_t)((uint8_t *)pointer - (uint8_t *)header.base);
}

static void *fs_map_block(size_t size) {
  /* One page for the header, then the data from a 2 MB boundary so huge pages can back it. */
  size_t rounded = (size + FS_HUGE_PAGE - 1) & ~(FS_HUGE_PAGE - 1);
  size_t length = FS_PAGE + FS_HUGE_PAGE + rounded;
  void *base = mmap(NULL, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) return NULL;
  uintptr_t data = ((uintptr_t)base + FS_PAGE + FS_HUGE_PAGE - 1) & ~(uintptr_t)(FS_HUGE_PAGE - 1);
#ifdef MADV_HUGEPAGE
  (void)madvise((void *)data, rounded, MADV_HUGEPAGE);
#endif
  fs_block header = {base, length};
  memcpy((uint8_t *)data - 16, &header, sizeof header);
  return (void *)data;
}

void *fs_pixels_alloc(size_t size) {
  if (size < FS_HUGE_PAGE) {
    uint8_t *base = (uint8_t *)calloc(1, size + 16);
    if (!base) return NULL;
    fs_block header = {base, 0};
    memcpy(base, &header, sizeof header);
    return base + 16;
  }
  return fs_map_block(size);
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

void fs_pixels_populate(void *block, size_t size) {
  /* Only mapped blocks (2 MB aligned); a small one comes from malloc and is not worth it. */
  if (!block || size < FS_HUGE_PAGE) return;
  size_t rounded = (size + FS_PAGE - 1) & ~(FS_PAGE - 1);
  (void)madvise(block, rounded, MADV_POPULATE_WRITE);
}

double fs_thread_cpu_seconds(void) {
  struct timespec now;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) return 0;
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

void *fs_pixels_alloc_scratch(size_t size) {
  if (size < FS_HUGE_PAGE) return fs_pixels_alloc(size);
  fs_thread_cache *cache = fs_cache();
  if (cache) {
    /* The smallest spare that fits, and no more than twice the size (a small picture must not
     * pin a huge block while the big one is mapped afresh). */
    int best = -1;
    for (int i = 0; i < FS_SPARES; i++) {
      void *spare = cache->spares[i];
      if (!spare) continue;
      size_t capacity = fs_capacity(spare);
      if (capacity >= size && capacity / 2 <= size &&
          (best < 0 || capacity < fs_capacity(cache->spares[best])))
        best = i;
    }
    if (best >= 0) {
      void *block = cache->spares[best];
      cache->spares[best] = NULL;
      return block;
    }
  }
  return fs_map_block(size);
}

void fs_pixels_free(void *pointer) {
  if (!pointer) return;
  fs_block header;
  memcpy(&header, (uint8_t *)pointer - 16, sizeof header);
  if (header.length == 0) {
    free(header.base);
    return;
  }
  fs_thread_cache *cache = fs_cache();
  if (cache) {
    /* Kept as a spare: an empty slot, else in place of a smaller spare. */
    int slot = -1;
    for (int i = 0; i < FS_SPARES && slot < 0; i++)
      if (!cache->spares[i]) slot = i;
    for (int i = 0; i < FS_SPARES && slot < 0; i++)
      if (fs_capacity(cache->spares[i]) < fs_capacity(pointer)) slot = i;
    if (slot >= 0) {
      if (cache->spares[slot]) fs_unmap(cache->spares[slot]);
      cache->spares[slot] = pointer;
      return;
    }
  }
  munmap(header.base, header.length);
}

int fs_png_compress_rows(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                         size_t stride, int level, uint8_t **out, size_t *out_size,
                         char message[FS_PNG_MESSAGE_SIZE]) {
  size_t raw_size = 0;
  int status = FS_PNG_OK;
  uint8_t *raw = fs_checked_raw_rows(pixels, width, height, channels, stride, level, out,
                                     out_size, &raw_size, &status, message);
  if (!raw) return status;
  size_t compressed = 0;
  uint8_t *data =
      fs_zlib_compress(raw, raw_size, level, 0, 0, NULL, &compressed, &status, message);
  fs_pixels_free(raw);
  if (!data) return status;
  *out = data;
  *out_size = compressed;
  return FS_PNG_OK;
}

uint32_t fs_png_crc32(uint32_t crc, const uint8_t *bytes, size_t size) {
  return libdeflate_crc32(crc, bytes, size);
}

/* MARK: - Decode, fast path */

/* The PNGs formshot writes (8-bit RGB or RGBA, not interlaced, no palette or transparency key)
 * are decoded here: chunks walked and CRC-checked, the zlib stream inflated by libdeflate in one
 * call, the five row filters undone. Verify runs decode every stored snapshot, and libpng's
 * streaming inflate is the slower half of that. Anything else, and anything irregular, returns
 * 0 so that libpng decodes it (and words the error). */

static uint32_t fs_get32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static uint8_t fs_paeth(uint8_t a, uint8_t b, uint8_t c) {
  int p = (int)a + (int)b - (int)c;
  int pa = abs(p - (int)a), pb = abs(p - (int)b), pc = abs(p - (int)c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/* Undoes one row's filter in place; `previous` is the unfiltered row above (NULL on the first). */
static int fs_unfilter(uint8_t type, uint8_t *row, const uint8_t *previous, size_t length,
                       size_t bpp) {
  switch (type) {
  case 0:
    return 1;
  case 1:
    for (size_t i = bpp; i < length; i++) row[i] = (uint8_t)(row[i] + row[i - bpp]);
    return 1;
  case 2:
    if (previous)
      for (size_t i = 0; i < length; i++) row[i] = (uint8_t)(row[i] + previous[i]);
    return 1;
  case 3:
    for (size_t i = 0; i < length; i++) {
      unsigned left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
      row[i] = (uint8_t)(row[i] + ((left + up) >> 1));
    }
    return 1;
  case 4:
    for (size_t i = 0; i < length; i++) {
      uint8_t left = i >= bpp ? row[i - bpp] : 0, up = previous ? previous[i] : 0;
      uint8_t corner = (i >= bpp && previous) ? previous[i - bpp] : 0;
      row[i] = (uint8_t)(row[i] + fs_paeth(left, up, corner));
    }
    return 1;
  default:
    return 0;
  }
}

/* The image data of a PNG the fast paths read: the header checked (8-bit RGB or RGBA, not
 * interlaced, at most `max_side` pixels a side), every chunk CRC-checked, the IDAT chunks
 * consecutive, nothing that changes the samples (tRNS, PLTE, an unknown critical chunk). On
 * success `*stream` is the zlib stream: inside `bytes` for one IDAT, else joined into
 * `*joined` (the caller frees it). 0 for anything else. */
static int fs_png_image_data(const uint8_t *bytes, size_t size, uint32_t max_side,
                             uint32_t *width, uint32_t *height, int *color,
                             const uint8_t **stream, size_t *stream_size, uint8_t **joined) {
  size_t offset = 8;
  *joined = NULL;
  if (size < offset + 25 || fs_get32(bytes + offset) != 13 ||
      memcmp(bytes + offset + 4, "IHDR", 4) != 0)
    return 0;
  const uint8_t *header = bytes + offset + 8;
  uint32_t w = fs_get32(header), h = fs_get32(header + 4);
  int depth = header[8];
  *color = header[9];
  if (w == 0 || h == 0 || w > max_side || h > max_side ||
      (uint64_t)w * (uint64_t)h > FS_PNG_MAX_PIXELS || depth != 8 ||
      (*color != 2 && *color != 6) || header[10] != 0 || header[11] != 0 || header[12] != 0)
    return 0;
  if (libdeflate_crc32(0, bytes + offset + 4, 17) != fs_get32(bytes + offset + 21)) return 0;
  offset += 25;

  /* Walk the chunks: consecutive IDATs, no tRNS/PLTE, no unknown critical chunk, an IEND. */
  size_t first_data = 0, data_size = 0, data_chunks = 0;
  int ended = 0, after_data = 0;
  while (offset + 12 <= size) {
    uint32_t length = fs_get32(bytes + offset);
    const uint8_t *type = bytes + offset + 4;
    if (length > 0x7fffffff || (size_t)length > size - offset - 12) return 0;
    if (libdeflate_crc32(0, type, 4 + (size_t)length) != fs_get32(type + 4 + length)) return 0;
    if (memcmp(type, "IDAT", 4) == 0) {
      if (after_data) return 0;
      if (data_chunks == 0) first_data = offset;
      data_chunks++;
      data_size += length;
    } else {
      if (data_chunks) after_data = 1;
      if (memcmp(type, "IEND", 4) == 0) {
        ended = 1;
        break;
      }
      if (memcmp(type, "tRNS", 4) == 0 || memcmp(type, "PLTE", 4) == 0) return 0;
      if (!(type[0] & 0x20)) return 0; /* an unknown critical chunk */
    }
    offset += 12 + (size_t)length;
  }
  if (!ended || data_chunks == 0) return 0;

  /* One IDAT is inflated where it lies; several are joined first. */
  *stream = bytes + first_data + 8;
  if (data_chunks > 1) {
    uint8_t *all = (uint8_t *)malloc(data_size);
    if (!all) return 0;
    size_t at = first_data, filled = 0;
    for (size_t i = 0; i < data_chunks; i++) {
      uint32_t length = fs_get32(bytes + at);
      memcpy(all + filled, bytes + at + 8, length);
      filled += length;
      at += 12 + (size_t)length;
    }
    *stream = all;
    *joined = all;
  }
  *stream_size = data_size;
  *width = w;
  *height = h;
  return 1;
}

/* The rows of the image data (each with its filter byte), inflated into `raw_size` bytes of
 * fresh memory (fs_pixels_free); NULL when the stream is not exactly that long or corrupt. */
static uint8_t *fs_inflate_rows(const uint8_t *stream, size_t stream_size, size_t raw_size) {
  uint8_t *raw = (uint8_t *)fs_pixels_alloc_scratch(raw_size);
  struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
  size_t produced = 0;
  int inflated = raw && inflater &&
                 libdeflate_zlib_decompress(inflater, stream, stream_size, raw, raw_size,
                                            &produced) == LIBDEFLATE_SUCCESS &&
                 produced == raw_size;
  if (inflater) libdeflate_free_decompressor(inflater);
  if (!inflated) {
    fs_pixels_free(raw);
    return NULL;
  }
  return raw;
}

static int fs_png_decode_fast(const uint8_t *bytes, size_t size, uint32_t max_side,
                              uint8_t **out, uint32_t *width, uint32_t *height) {
  uint32_t w, h;
  int color;
  const uint8_t *stream;
  size_t data_size;
  uint8_t *joined;
  if (!fs_png_image_data(bytes, size, max_side, &w, &h, &color, &stream, &data_size, &joined))
    return 0;
  size_t channels = color == 6 ? 4 : 3;
  size_t row = (size_t)w * channels;
  size_t raw_size = (row + 1) * (size_t)h;
  uint8_t *raw = fs_inflate_rows(stream, data_size, raw_size);
  free(joined);
  if (!raw) return 0;

  uint8_t *rgba = (uint8_t *)malloc((size_t)w * (size_t)h * 4);
  if (!rgba) {
    fs_pixels_free(raw);
    return 0;
  }
  const uint8_t *previous = NULL;
  for (uint32_t y = 0; y < h; y++) {
    uint8_t *line = raw + (size_t)y * (row + 1);
    if (!fs_unfilter(line[0], line + 1, previous, row, channels)) {
      fs_pixels_free(raw);
      free(rgba);
      return 0;
    }
    previous = line + 1;
    uint8_t *target = rgba + (size_t)y * (size_t)w * 4;
    if (channels == 4) {
      memcpy(target, line + 1, row);
    } else {
      const uint8_t *source = line + 1;
      for (uint32_t x = 0; x < w; x++) {
        target[0] = source[0];
        target[1] = source[1];
        target[2] = source[2];
        target[3] = 255;
        target += 4;
        source += 3;
      }
    }
  }
  fs_pixels_free(raw);
  *out = rgba;
  *width = w;
  *height = h;
  return 1;
}

int fs_png_matches_argb32(const uint8_t *bytes, size_t size, const uint8_t *surface,
                          uint32_t width, uint32_t height, size_t stride) {
  uint32_t w, h;
  int color;
  const uint8_t *stream;
  size_t data_size;
  uint8_t *joined;
  if (!bytes || !surface || size < 8 || stride < (size_t)width * 4 ||
      !fs_png_image_data(bytes, size, FS_PNG_MAX_SIDE, &w, &h, &color, &stream, &data_size,
                         &joined))
    return 0;
  if (w != width || h != height) {
    free(joined);
    return 0;
  }
  size_t channels = color == 6 ? 4 : 3;
  size_t row = (size_t)w * channels;
  uint8_t *raw = fs_inflate_rows(stream, data_size, (row + 1) * (size_t)h);
  free(joined);
  if (!raw) return 0;
  uint8_t *straight = channels == 4 ? (uint8_t *)malloc(row) : NULL;
  int equal = channels == 3 || straight != NULL;
  const uint8_t *previous = NULL;
  for (uint32_t y = 0; y < h && equal; y++) {
    uint8_t *line = raw + (size_t)y * (row + 1);
    if (!fs_unfilter(line[0], line + 1, previous, row, channels)) {
      equal = 0;
      break;
    }
    previous = line + 1;
    const uint32_t *pixels = (const uint32_t *)(surface + (size_t)y * stride);
    if (channels == 4) {
      fs_argb32_row_to_rgba(pixels, w, straight);
      equal = memcmp(straight, line + 1, row) == 0;
      continue;
    }
    /* A differing row ends the comparison. */
    equal = fs_argb32_row_matches_rgb(pixels, w, line + 1, y + 1 < h);
  }
  free(straight);
  fs_pixels_free(raw);
  return equal;
}

/* MARK: - Decode */

typedef struct {
  const uint8_t *bytes;
  size_t size;
  size_t offset;
} fs_input;

static void fs_read(png_structp png, png_bytep bytes, png_size_t length) {
  fs_input *in = (fs_input *)png_get_io_ptr(png);
  if (length > in->size - in->offset) png_error(png, "unexpected end of data");
  memcpy(bytes, in->bytes + in->offset, length);
  in->offset += length;
}

int fs_png_decode(const uint8_t *bytes, size_t size, uint32_t max_side, uint8_t **out,
                  uint32_t *width, uint32_t *height, char message[FS_PNG_MESSAGE_SIZE]) {
  message[0] = 0;
  if (!bytes || !out || !width || !height) {
    fs_set_message(message, "invalid arguments to the PNG decoder");
    return FS_PNG_ERR_ARGUMENT;
  }
  *out = NULL;
  *width = 0;
  *height = 0;
  if (size < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
    fs_set_message(message, "not a PNG file (bad signature)");
    return FS_PNG_ERR_UNSUPPORTED;
  }
  if (fs_png_decode_fast(bytes, size, max_side, out, width, height)) return FS_PNG_OK;

  fs_error_context errors;
  errors.message = message;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &errors, fs_on_error,
                                           fs_on_warning);
  if (!png) {
    fs_set_message(message, "png_create_read_struct failed");
    return FS_PNG_ERR_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    fs_set_message(message, "png_create_info_struct failed");
    return FS_PNG_ERR_MEMORY;
  }
  fs_input input = {bytes, size, 0};
  /* Allocated after setjmp; volatile so the error path sees the current pointers. */
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;

  if (setjmp(errors.jump)) {
    png_destroy_read_struct(&png, &info, NULL);
    free(pixels);
    free(rows);
    return FS_PNG_ERR_LIBPNG;
  }

  png_set_read_fn(png, &input, fs_read);
  png_set_user_limits(png, max_side, max_side);
  png_read_info(png, info);

  png_uint_32 w = png_get_image_width(png, info);
  png_uint_32 h = png_get_image_height(png, info);
  int color_type = png_get_color_type(png, info);
  int bit_depth = png_get_bit_depth(png, info);

  /* Normalise every colour type to 8-bit RGBA. */
  if (bit_depth == 16) png_set_strip_16(png);
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
    png_set_gray_to_rgb(png);
  png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);

  if ((uint64_t)w * (uint64_t)h > FS_PNG_MAX_PIXELS) {
    png_error(png, "image too large (more than 64 megapixels)");
  }
  if (png_get_rowbytes(png, info) != (size_t)w * 4) {
    png_error(png, "unexpected row size after conversion to RGBA8");
  }
  size_t row_bytes = (size_t)w * 4;
  pixels = (uint8_t *)malloc(row_bytes * (size_t)h);
  rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)h);
  if (!pixels || !rows) png_error(png, "out of memory for the decoded image");
  for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * row_bytes;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(rows);

  *out = pixels;
  *width = w;
  *height = h;
  return FS_PNG_OK;
}

void fs_png_free(void *pointer) { free(pointer); }

/* MARK: - Pixel loops */

int fs_rgba_is_opaque(const uint8_t *rgba, size_t pixels) {
  for (size_t i = 0; i < pixels; i++) {
    if (rgba[i * 4 + 3] != 255) return 0;
  }
  return 1;
}

void fs_rgba_to_rgb(const uint8_t *rgba, uint8_t *rgb, size_t pixels) {
  for (size_t i = 0; i < pixels; i++) {
    rgb[i * 3] = rgba[i * 4];
    rgb[i * 3 + 1] = rgba[i * 4 + 1];
    rgb[i * 3 + 2] = rgba[i * 4 + 2];
  }
}

static int fs_channel_delta(const uint8_t *e, const uint8_t *a) {
  if (e[3] == 0 && a[3] == 0) return 0;
  int d = 0;
  for (int c = 0; c < 4; c++) {
    int x = (int)e[c] - (int)a[c];
    if (x < 0) x = -x;
    if (x > d) d = x;
  }
  return d;
}

void fs_diff_panel(const uint8_t *expected, size_t expected_width, size_t expected_height,
                   const uint8_t *actual, size_t actual_width, size_t actual_height,
                   uint8_t *out, size_t out_width, size_t x0, size_t width, size_t height,
                   int per_channel, const uint8_t marker[4]) {
  for (size_t y = 0; y < height; y++) {
    uint8_t *row = out + (y * out_width + x0) * 4;
    for (size_t x = 0; x < width; x++) {
      uint8_t *o = row + x * 4;
      if (x >= expected_width || y >= expected_height || x >= actual_width ||
          y >= actual_height) {
        memcpy(o, marker, 4);
        continue;
      }
      const uint8_t *e = expected + (y * expected_width + x) * 4;
      const uint8_t *a = actual + (y * actual_width + x) * 4;
      if (fs_channel_delta(e, a) > per_channel) {
        memcpy(o, marker, 4);
      } else {
        int lum = ((int)e[0] * 3 + (int)e[1] * 6 + (int)e[2]) / 10;
        uint8_t g = (uint8_t)(255 - (255 - lum) * (int)e[3] / 255 / 3);
        o[0] = g;
        o[1] = g;
        o[2] = g;
        o[3] = 255;
      }
    }
  }
}

void fs_rgba_fill(uint8_t *rgba, size_t pixels, const uint8_t color[4]) {
  for (size_t i = 0; i < pixels; i++) memcpy(rgba + i * 4, color, 4);
}

int fs_rgba_diff_bounds(const uint8_t *a, const uint8_t *b, size_t width, size_t height,
                        size_t *x, size_t *y, size_t *w, size_t *h) {
  size_t row = width * 4;
  size_t top = height, bottom = 0, left = width, right = 0;
  for (size_t r = 0; r < height; r++) {
    const uint8_t *pa = a + r * row, *pb = b + r * row;
    if (memcmp(pa, pb, row) == 0) continue;
    if (top == height) top = r;
    bottom = r;
    size_t first = 0, last = width - 1;
    while (first < width && memcmp(pa + first * 4, pb + first * 4, 4) == 0) first++;
    while (last > first && memcmp(pa + last * 4, pb + last * 4, 4) == 0) last--;
    if (first < left) left = first;
    if (last > right) right = last;
  }
  if (top == height) return 0;
  *x = left;
  *y = top;
  *w = right - left + 1;
  *h = bottom - top + 1;
  return 1;
}
