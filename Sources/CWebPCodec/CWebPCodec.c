#include "CWebPCodec.h"

#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <stdlib.h>
#include <string.h>

int fs_webp_anim_encode(const uint8_t *const *frames, size_t count, int width, int height,
                        const int *timestamps_ms, int loops, uint8_t **out, size_t *out_size) {
  if (!frames || count == 0 || width <= 0 || height <= 0 || width > 16383 || height > 16383 ||
      !timestamps_ms || !out || !out_size)
    return FS_WEBP_ERR_ARGUMENT;
  *out = NULL;
  *out_size = 0;
  WebPAnimEncoderOptions options;
  if (!WebPAnimEncoderOptionsInit(&options)) return FS_WEBP_ERR_LIBWEBP;
  options.anim_params.loop_count = loops;
  options.allow_mixed = 0;
  options.minimize_size = 0;
  WebPAnimEncoder *encoder = WebPAnimEncoderNew(width, height, &options);
  if (!encoder) return FS_WEBP_ERR_MEMORY;
  WebPConfig config;
  if (!WebPConfigInit(&config)) {
    WebPAnimEncoderDelete(encoder);
    return FS_WEBP_ERR_LIBWEBP;
  }
  /* Lossless, the fastest method: UI pictures have few colours and long runs. */
  config.lossless = 1;
  config.method = 0;
  config.quality = 25;
  config.thread_level = 0;
  int code = FS_WEBP_OK;
  for (size_t i = 0; i < count && code == FS_WEBP_OK; i++) {
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) {
      code = FS_WEBP_ERR_LIBWEBP;
      break;
    }
    picture.use_argb = 1;
    picture.width = width;
    picture.height = height;
    if (!WebPPictureImportRGBA(&picture, frames[i], width * 4)) {
      code = FS_WEBP_ERR_MEMORY;
    } else if (!WebPAnimEncoderAdd(encoder, &picture, timestamps_ms[i], &config)) {
      code = FS_WEBP_ERR_LIBWEBP;
    }
    WebPPictureFree(&picture);
  }
  if (code == FS_WEBP_OK && !WebPAnimEncoderAdd(encoder, NULL, timestamps_ms[count], NULL))
    code = FS_WEBP_ERR_LIBWEBP;
  WebPData data;
  WebPDataInit(&data);
  if (code == FS_WEBP_OK && !WebPAnimEncoderAssemble(encoder, &data)) code = FS_WEBP_ERR_LIBWEBP;
  WebPAnimEncoderDelete(encoder);
  if (code != FS_WEBP_OK) {
    WebPDataClear(&data);
    return code;
  }
  *out = (uint8_t *)malloc(data.size);
  if (!*out) {
    WebPDataClear(&data);
    return FS_WEBP_ERR_MEMORY;
  }
  memcpy(*out, data.bytes, data.size);
  *out_size = data.size;
  WebPDataClear(&data);
  return FS_WEBP_OK;
}

int fs_webp_anim_decode(const uint8_t *bytes, size_t size, int *width, int *height,
                        size_t *count, uint8_t **pixels, int **timestamps_ms) {
  if (!bytes || !size || !width || !height || !count || !pixels || !timestamps_ms)
    return FS_WEBP_ERR_ARGUMENT;
  *pixels = NULL;
  *timestamps_ms = NULL;
  WebPAnimDecoderOptions options;
  if (!WebPAnimDecoderOptionsInit(&options)) return FS_WEBP_ERR_LIBWEBP;
  options.color_mode = MODE_RGBA;
  options.use_threads = 0;
  WebPData data = {bytes, size};
  WebPAnimDecoder *decoder = WebPAnimDecoderNew(&data, &options);
  if (!decoder) return FS_WEBP_ERR_LIBWEBP;
  WebPAnimInfo info;
  if (!WebPAnimDecoderGetInfo(decoder, &info) || info.frame_count == 0) {
    WebPAnimDecoderDelete(decoder);
    return FS_WEBP_ERR_LIBWEBP;
  }
  size_t frame_size = (size_t)info.canvas_width * info.canvas_height * 4;
  uint8_t *all = (uint8_t *)malloc(frame_size * info.frame_count);
  int *times = (int *)malloc(sizeof(int) * info.frame_count);
  if (!all || !times) {
    free(all);
    free(times);
    WebPAnimDecoderDelete(decoder);
    return FS_WEBP_ERR_MEMORY;
  }
  size_t n = 0;
  while (n < info.frame_count && WebPAnimDecoderHasMoreFrames(decoder)) {
    uint8_t *frame = NULL;
    int timestamp = 0;
    if (!WebPAnimDecoderGetNext(decoder, &frame, &timestamp)) break;
    memcpy(all + n * frame_size, frame, frame_size);
    times[n] = timestamp;
    n++;
  }
  WebPAnimDecoderDelete(decoder);
  if (n != info.frame_count) {
    free(all);
    free(times);
    return FS_WEBP_ERR_LIBWEBP;
  }
  *width = (int)info.canvas_width;
  *height = (int)info.canvas_height;
  *count = n;
  *pixels = all;
  *timestamps_ms = times;
  return FS_WEBP_OK;
}

void fs_webp_free(void *pointer) { free(pointer); }
