print("treaty")
