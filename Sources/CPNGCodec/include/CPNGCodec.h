/* CPNGCodec: a setjmp-safe libpng encoder/decoder for formshot.
 *
 * libpng reports errors with longjmp, which Swift cannot catch (without a jmp_buf a png_error
 * aborts the process). This target keeps every libpng call behind setjmp so that a libpng error
 * becomes a return code plus a message, never an abort.
 */
#ifndef FORMSHOT_CPNGCODEC_H
#define FORMSHOT_CPNGCODEC_H

#include <stddef.h>
#include <stdint.h>

#define FS_PNG_OK 0
#define FS_PNG_ERR_ARGUMENT 1
#define FS_PNG_ERR_MEMORY 2
#define FS_PNG_ERR_LIBPNG 3
#define FS_PNG_ERR_UNSUPPORTED 4

/* Decoding refuses images with more pixels than this (64 Mpx = 256 MB of RGBA), so a corrupt or
 * hostile header cannot make the decoder allocate gigabytes. */
#define FS_PNG_MAX_PIXELS ((uint64_t)1 << 26)

/* The largest side fs_png_matches_argb32 reads (PNGCodec.maxSide, cairo's limit). */
#define FS_PNG_MAX_SIDE 32767u

/* The message buffer size used by both calls. */
#define FS_PNG_MESSAGE_SIZE 256

/* Encodes `height` rows of `width` pixels with `channels` (3 = RGB, 4 = RGBA) 8-bit samples,
 * rows `stride` bytes apart, as a PNG with filter NONE and zlib level `level`. On success
 * `*out` is a malloc'ed buffer of `*out_size` bytes that the caller frees with fs_png_free. */
int fs_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                  size_t stride, int level, uint8_t **out, size_t *out_size,
                  char message[FS_PNG_MESSAGE_SIZE]);

/* The same image and result as fs_png_encode, but the container is written here and the image
 * data compressed by libdeflate at `level` (1…12): the encoder snapshots use. fs_png_encode
 * (libpng + zlib) stays as the baseline the render bench measures it against. */
int fs_png_encode_deflate(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                          size_t stride, int level, uint8_t **out, size_t *out_size,
                          char message[FS_PNG_MESSAGE_SIZE]);

/* The image data of a PNG (or of an APNG frame) without its container: `height` rows of `width`
 * pixels with `channels` samples, rows `stride` bytes apart, each row prefixed by filter type 0,
 * as one zlib stream compressed by libdeflate at `level`. `*out` is malloc'ed (fs_png_free). */
int fs_png_compress_rows(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                         size_t stride, int level, uint8_t **out, size_t *out_size,
                         char message[FS_PNG_MESSAGE_SIZE]);

/* The PNG of a cairo ARGB32 image (native-endian, premultiplied, rows `stride` bytes apart),
 * byte for byte what fs_png_encode_deflate writes for the same picture as straight-alpha
 * samples: RGB when every pixel is opaque, else RGBA un-premultiplied (rounded, 0 where alpha is
 * 0). The surface is read once, straight into the filtered rows libdeflate compresses: no RGB or
 * RGBA copy of the picture is made. `*out` is malloc'ed (fs_png_free). */
int fs_png_encode_argb32(const uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                         int level, uint8_t **out, size_t *out_size,
                         char message[FS_PNG_MESSAGE_SIZE]);

/* fs_png_encode_argb32's bytes, made without a second picture-sized buffer: an opaque surface
 * is packed into PNG rows inside its own memory, so the surface's pixels are gone afterwards
 * (a surface about to be freed; a translucent one gets a buffer of RGBA rows). */
int fs_png_encode_argb32_in_place(uint8_t *surface, uint32_t width, uint32_t height,
                                  size_t stride, int level, uint8_t **out, size_t *out_size,
                                  char message[FS_PNG_MESSAGE_SIZE]);

/* MARK: Encoding a picture painted in two bands (formshot render on two cores)
 *
 * The picture's rows are packed into PNG rows (a 0 filter byte, then R G B) in the surface's
 * own memory by the two threads that painted them, each right after its band, so the packing
 * runs on both cores. Row y lands at fs_png_band_origin + y * (3 * width + 1): the rows above
 * `split` move down (towards `split * stride`) and those below it up, so no band ever writes
 * into the other's memory, and all rows end up contiguous — the same bytes, in the same order,
 * as fs_png_encode_argb32_in_place packs, compressed by the same libdeflate call. */

/* Where packed row 0 starts, as an offset into the surface: split * (stride - (3 * width + 1)). */
size_t fs_png_band_origin(uint32_t width, size_t stride, uint32_t split);

/* Packs the opaque rows of the band [first, end) (end <= split: the upper band, packed from its
 * last row up; or first >= split: the lower band, packed from its first row down), stopping at
 * the first row with a translucent pixel, which stays as it was with every row beyond it.
 * Returns the number of rows packed; when that is the whole band, `*adler` is the Adler-32 of
 * its packed bytes (for the zlib stream's trailer). */
uint32_t fs_png_pack_band(uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                          uint32_t split, uint32_t first, uint32_t end, uint32_t *adler);

/* The PNG of a surface whose bands fs_png_pack_band packed (`upper_rows` of [0, split) and
 * `lower_rows` of [split, height), with their Adler-32s): fs_png_encode_argb32_in_place's bytes.
 * When a band stopped at a translucent row the picture is written as RGBA rows from a buffer of
 * their own, reading each row where it is (packed or not). The surface is used up either way. */
int fs_png_encode_packed_bands(uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                               uint32_t split, uint32_t upper_rows, uint32_t lower_rows,
                               uint32_t upper_adler, uint32_t lower_adler, int level,
                               uint8_t **out, size_t *out_size,
                               char message[FS_PNG_MESSAGE_SIZE]);

/* Makes a compressor for `level` on the calling thread (its tables allocated and touched by a
 * small compression) and leaves it for the next thread that needs one for that level without
 * having one: formshot render prepares it on its second core while the form is solved, so the
 * main thread's encode does not pay for the allocation and its page faults. Compressors keep
 * no state between calls, so the output does not depend on it. */
void fs_png_prepare_compressor(int level);

/* Has the kernel back `size` bytes at `block` (from fs_pixels_alloc_scratch) with pages, as
 * writing them would, without writing anything (MADV_POPULATE_WRITE; nothing on a kernel
 * without it): another thread may use the memory meanwhile. formshot render runs it on its
 * second core for the picture's memory while the form is solved, so painting does not stop
 * for the kernel's zeroing of fresh pages. */
void fs_pixels_populate(void *block, size_t size);

/* The CPU seconds the calling thread has used (render --timings: each band's thread). */
double fs_thread_cpu_seconds(void);

/* Straight-alpha RGBA of a cairo ARGB32 image (as fs_png_encode_argb32 un-premultiplies it),
 * rows packed, into `rgba` (width*height*4 bytes). */
void fs_argb32_to_rgba(const uint8_t *surface, uint32_t width, uint32_t height, size_t stride,
                       uint8_t *rgba);

/* Memory for a whole picture (a cairo surface, a decoded image): `size` bytes, zeroed, from
 * fresh pages that the kernel may back with 2 MB huge pages. A 12 MB picture in 4 KB pages
 * takes ~3,000 page faults each time it is allocated (most of a render's system time); in huge
 * pages, six. NULL when out of memory. Free with fs_pixels_free (a cairo destroy function). */
void *fs_pixels_alloc(size_t size);
/* fs_pixels_alloc without the zeroing, for memory the caller overwrites whole (a surface whose
 * background is painted over every pixel, rows about to be filled): a block this thread freed
 * before is handed out again when it fits, so a worker painting state after state reuses pages
 * that are already mapped instead of having the kernel zero fresh ones. */
void *fs_pixels_alloc_scratch(size_t size);
/* Frees either kind; the thread keeps up to two big blocks for fs_pixels_alloc_scratch, given
 * back when the thread ends. */
void fs_pixels_free(void *pointer);

/* fs_png_encode_deflate with every row filtered by `filter` (0 none, 1 sub, 2 up, 3 average,
 * 4 Paeth) instead of none: how the render bench measures the filters on real pictures. */
int fs_png_encode_filtered(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                           size_t stride, int level, int filter, uint8_t **out, size_t *out_size,
                           char message[FS_PNG_MESSAGE_SIZE]);

/* PNG's CRC-32 (libdeflate's), continued from `crc` (0 to start). */
uint32_t fs_png_crc32(uint32_t crc, const uint8_t *bytes, size_t size);

/* Decodes any PNG (8/16-bit, gray, gray+alpha, RGB, RGBA, palette, interlaced) to RGBA8,
 * straight alpha, rows without padding. Images larger than `max_side` pixels on a side are
 * refused. On success `*out` is a malloc'ed buffer of width*height*4 bytes (fs_png_free). */
int fs_png_decode(const uint8_t *bytes, size_t size, uint32_t max_side, uint8_t **out,
                  uint32_t *width, uint32_t *height, char message[FS_PNG_MESSAGE_SIZE]);

/* 1 when the PNG `bytes` holds exactly the pixels of a cairo ARGB32 image (as straight-alpha
 * samples, see fs_png_encode_argb32), compared row by row as the rows are unfiltered: the first
 * differing row ends it. 0 when a pixel differs, when the sizes differ, and for any PNG the fast
 * decoder does not read (the caller then decodes and compares in full). */
int fs_png_matches_argb32(const uint8_t *bytes, size_t size, const uint8_t *surface,
                          uint32_t width, uint32_t height, size_t stride);

void fs_png_free(void *pointer);

/* Pixel loops the snapshot paths run over whole images, in C so that they stay fast in the
 * debug builds `swift test` makes of a dependent package (the same loops in Swift ran about
 * 20 times slower there, which made a failing assertion cost seconds). */

/* 1 when every alpha byte of `pixels` RGBA pixels is 255. */
int fs_rgba_is_opaque(const uint8_t *rgba, size_t pixels);

/* Drops the alpha byte: `pixels` RGBA pixels to RGB. */
void fs_rgba_to_rgb(const uint8_t *rgba, uint8_t *rgb, size_t pixels);

/* The middle panel of a diff image, written into `out` (rows `out_width` pixels apart) from
 * column `x0`, `width` × `height` pixels: `marker` where a pixel differs by more than
 * `per_channel` in any channel (or lies outside either image), else the expected pixel faded
 * to grey over white. Two fully transparent pixels are equal. */
void fs_diff_panel(const uint8_t *expected, size_t expected_width, size_t expected_height,
                   const uint8_t *actual, size_t actual_width, size_t actual_height,
                   uint8_t *out, size_t out_width, size_t x0, size_t width, size_t height,
                   int per_channel, const uint8_t marker[4]);

/* The smallest rectangle holding every pixel where two images of `width` × `height` RGBA pixels
 * differ: returns 0 when they are equal, else 1 with the rectangle in x, y, w, h. */
int fs_rgba_diff_bounds(const uint8_t *a, const uint8_t *b, size_t width, size_t height,
                        size_t *x, size_t *y, size_t *w, size_t *h);

/* Fills `pixels` RGBA pixels with one colour. */
void fs_rgba_fill(uint8_t *rgba, size_t pixels, const uint8_t color[4]);

#endif
