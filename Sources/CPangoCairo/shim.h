#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* Function-like cast macros do not import into Swift. */
static inline PangoFcFontMap *formshot_as_fc_font_map(PangoFontMap *fm) { return PANGO_FC_FONT_MAP(fm); }
static inline PangoCairoFontMap *formshot_as_cairo_font_map(PangoFontMap *fm) { return PANGO_CAIRO_FONT_MAP(fm); }
