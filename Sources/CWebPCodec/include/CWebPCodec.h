/* CWebPCodec: animated WebP through libwebp's WebPAnimEncoder (libwebpmux) and, for tests and
 * checks, WebPAnimDecoder (libwebpdemux). Lossless, single-threaded: the bytes depend only on
 * the frames and libwebp's version (Debian 12's 1.2.4). */
#ifndef FORMSHOT_CWEBPCODEC_H
#define FORMSHOT_CWEBPCODEC_H

#include <stddef.h>
#include <stdint.h>

#define FS_WEBP_OK 0
#define FS_WEBP_ERR_ARGUMENT 1
#define FS_WEBP_ERR_MEMORY 2
#define FS_WEBP_ERR_LIBWEBP 3

/* Encodes `count` frames of `width` × `height` straight RGBA pixels (rows without padding);
 * frame i is shown from `timestamps_ms[i]` to `timestamps_ms[i + 1]` (count + 1 entries).
 * `loops` 0 loops forever. On success `*out` is malloc'ed (fs_webp_free). */
int fs_webp_anim_encode(const uint8_t *const *frames, size_t count, int width, int height,
                        const int *timestamps_ms, int loops, uint8_t **out, size_t *out_size);

/* Decodes an animated (or still) WebP to `*count` full-canvas RGBA frames, concatenated in
 * `*pixels` (malloc'ed, fs_webp_free), with each frame's end time in `*timestamps_ms`. */
int fs_webp_anim_decode(const uint8_t *bytes, size_t size, int *width, int *height,
                        size_t *count, uint8_t **pixels, int **timestamps_ms);

void fs_webp_free(void *pointer);

#endif
