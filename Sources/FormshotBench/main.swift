print("formshot-bench: not built yet")
