print("pinframe")
