print("realmlens")
