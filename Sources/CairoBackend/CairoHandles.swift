// Owning wrappers for cairo handles: cairo pointers import as untyped `OpaquePointer`s, so
// each kind gets its own class (a surface can't be passed where a context is expected) and a
// deinit that releases it.
import CCairo

/// An owned `cairo_surface_t`.
final class CairoSurface {
  let pointer: OpaquePointer
  init(_ pointer: OpaquePointer) { self.pointer = pointer }
  deinit { cairo_surface_destroy(pointer) }

  var status: cairo_status_t { cairo_surface_status(pointer) }
}

/// An owned `cairo_t`; keeps its target surface alive.
final class CairoContext {
  let pointer: OpaquePointer
  let surface: CairoSurface

  init(_ surface: CairoSurface) {
    self.surface = surface
    self.pointer = cairo_create(surface.pointer)
  }
  deinit { cairo_destroy(pointer) }

  var status: cairo_status_t { cairo_status(pointer) }
}

/// A human-readable cairo status.
func describe(_ status: cairo_status_t) -> String {
  guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
  return String(cString: text)
}
