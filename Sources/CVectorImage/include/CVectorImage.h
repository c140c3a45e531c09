#ifndef CVECTORIMAGE_H
#define CVECTORIMAGE_H

#include <stddef.h>

/* What a vector file is. */
enum fs_vector_kind { FS_VECTOR_PDF = 0, FS_VECTOR_SVG = 1 };

/* Draws the first page of a PDF (Poppler) or an SVG document (librsvg) at `scale` pixels per
 * point into straight-alpha RGBA rows, as large as the page (its size in points times `scale`,
 * rounded up). On success returns 0 and sets *rgba (free it with fs_vector_free), *width and
 * *height in pixels, *points_width and *points_height the page's size in points. Returns -1
 * when the library is not installed, -2 when the data is not a readable document of that kind,
 * -3 when the page is empty or too large (more than 4096 pixels a side). Thread-safe. */
int fs_vector_rasterize(int kind, const unsigned char *data, size_t length, int scale,
                        unsigned char **rgba, int *width, int *height,
                        double *points_width, double *points_height);

void fs_vector_free(unsigned char *rgba);

#endif
