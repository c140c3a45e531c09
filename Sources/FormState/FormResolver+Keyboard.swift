// The system keyboard: added when a form declares none, its key layers and layout.
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  /// The seed's keyboard: the letters layer, the focused field's return key and suggestions.
  /// The system keyboard for a form that declares none: on iOS the keyboard is not part of a
  /// screen's views, so a form need not declare it to see it. It fills the keyboard guide,
  /// like the seed's `kb`, and is painted above the form's views but under the home indicator.
  func addSystemKeyboard(to items: inout [LayoutItem], constraints: inout [LayoutConstraint])
    throws(ResolveError)
  {
    let id = ItemID("_keyboard")
    // One pass, reading the items in place: four searches with closures copied every item
    // (840 bytes) up to four times.
    var hasKeyboard = false
    var hasID = false
    var guideID: ItemID?
    var homeIndicator: Int?
    items.withUnsafeBufferPointer { items in
      for i in items.indices {
        switch items[i].kind {
        case .keyboard: hasKeyboard = true
        case .guide(.keyboard): if guideID == nil { guideID = items[i].id }
        case .homeIndicator: if homeIndicator == nil { homeIndicator = i }
        default: break
        }
        if items[i].id == id { hasID = true }
      }
    }
    guard !hasKeyboard, !hasID, let guideID, let root = items.first?.id else { return }
    var isHidden = false
    if case .hidden = keyboardState { isHidden = true }
    let item = LayoutItem(id: id, kind: .keyboard(try keyboard(id.rawValue)), parent: root, isHidden: isHidden)
    items.insert(item, at: homeIndicator ?? items.count)
    for attribute in [AnchorAttribute.top, .bottom, .leading, .trailing] {
      constraints.append(
        LayoutConstraint(
          Anchor(id, attribute), .equal, Anchor(guideID, attribute),
          origin: .derived(.systemKeyboard)))
    }
  }

  /// The keyboard item `id` (declared or the system's): its rows, return key and suggestions,
  /// with the focused field's return key, suggestions and key layer over them.
  func keyboard(_ id: String) throws(ResolveError) -> ItemKind.Keyboard {
    // A row written with blanks splits on blanks, otherwise per character.
    var rows = try strings(id, .keyboard, .rows).map { row in
      row.contains(" ") ? row.split(separator: " ").map(String.init) : row.map(String.init)
    }
    var returnKey = try name(id, .keyboard, .returnKey)
    var suggestions = try strings(id, .keyboard, .suggestions)
    if let focus = state.focus {
      if let r = nameIfSet(focus, .returnKey) { returnKey = r }
      if let s = stringsIfSet(focus, .suggestions) { suggestions = s }
    }
    // The focused field's UIKeyboardType picks the key layer, else the keyboard's own.
    switch state.focus.flatMap({ nameIfSet($0, .keyboardType) }) ?? nameIfSet(id, .keyboardType) {
    case "url":
      rows = Array(rows.prefix(3)) + [["123", ".", "/", ".com", "return"]]
    case "number":
      // UIKeyboardType.numberPad: digits only, the bottom-left place is empty.
      rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["", "0", "⌫"]]
      suggestions = []
    case "decimalPad":
      // UIKeyboardType.decimalPad: the number pad with the decimal separator.
      rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], [".", "0", "⌫"]]
      suggestions = []
    case "phone":
      rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["+*#", "0", "⌫"]]
      suggestions = []
    default: break
    }
    let layout: ItemKind.Keyboard.Layout
    switch keyboardState {
    case .floating: layout = .floating
    case .split: layout = .split
    case .hardwareBar: layout = .shortcutBar
    default: layout = .docked
    }
    return ItemKind.Keyboard(layout: layout, rows: rows, returnKey: returnKey, suggestions: suggestions)
  }
}
