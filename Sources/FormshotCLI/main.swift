print("formshot: not built yet")
