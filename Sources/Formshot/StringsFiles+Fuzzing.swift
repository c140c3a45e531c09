import FormLanguage

/// The two translation-file readers a form load uses, callable on their own so that the
/// `strings` fuzz target (Fuzz/FormshotFuzz) can feed them any text without a folder on disk.
/// Both throw the located error (`.diagnostics`) a form load would report.
public enum TranslationFileReaders {
  /// Reads `Localizable.strings` text: the entries in file order.
  public static func readStrings(_ text: String, path: String) throws(FormshotError)
    -> [(key: String, value: String)]
  {
    try StringsFiles.readStrings(text, path: path).map { (key: $0.0, value: $0.1) }
  }

  /// Reads a String Catalog (`Localizable.xcstrings`): the tables a form would see.
  public static func readCatalog(_ text: String, path: String) throws(FormshotError)
    -> StringTables
  {
    var tables = StringTables()
    try StringsFiles.readCatalog(text, path: path, into: &tables)
    return tables
  }
}
